import {
  type ColumnDef,
  FlexRender,
  type Row,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, type RefObject, useId, useRef } from 'react';
import { Skeleton } from '../../../components/ui/index.ts';
import styles from './board-table.module.css';
import { useRowFocus } from './use-row-focus.ts';

export const boardFeatures = tableFeatures({});
export type BoardColumn<T extends RowData> = ColumnDef<typeof boardFeatures, T>;

/** Every board row has one height, so the virtual window is computed, never measured. */
const ROW_HEIGHT = 34;

export interface BoardTableProps<T extends RowData> {
  label: string;
  data: T[];
  columns: BoardColumn<T>[];
  getRowId(row: T): string;
  rowClassName?(row: T): string | undefined;
  /** A class for one cell: the General board greys one side of a row, not the whole row. */
  cellClassName?(row: T, columnId: string): string | undefined;
  loading: boolean;
  empty: string;
  /** Caps the table's height; rows scroll inside it. */
  maxHeight?: string;
}

/**
 * The board's table: grouped headers that stay on top, and only the rows in view in the DOM
 * (a station day can hold 1,500 legs). Wide tables scroll sideways inside their own box.
 */
export function BoardTable<T extends RowData>(props: BoardTableProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const anchor = useId();
  const table = useTable({
    features: boardFeatures,
    columns: props.columns,
    data: props.data,
    getRowId: (row) => props.getRowId(row),
  });
  const rows = table.getRowModel().rows;
  const width = table.getAllLeafColumns().length;

  return (
    <section
      ref={scroller}
      className={styles.scroller}
      style={{ maxHeight: props.maxHeight }}
      aria-label={props.label}
      data-focus-anchor={anchor}
      // A scrolling region must take keyboard focus to scroll; with rows, a row takes it.
      tabIndex={rows.length === 0 ? 0 : undefined}
    >
      <table className={styles.table} aria-rowcount={rows.length}>
        <thead className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) =>
                // Above a column outside every group: nothing to head, so not a header cell.
                header.isPlaceholder ? (
                  <td
                    key={header.id}
                    colSpan={header.colSpan}
                    className={styles.group}
                    data-column={header.column.id}
                  />
                ) : (
                  <th
                    key={header.id}
                    colSpan={header.colSpan}
                    className={header.subHeaders.length > 0 ? styles.group : undefined}
                    data-column={header.column.id}
                  >
                    <FlexRender header={header} />
                  </th>
                ),
              )}
            </tr>
          ))}
        </thead>
        {rows.length > 0 ? (
          <BoardRows {...props} rows={rows} scroller={scroller} anchor={anchor} />
        ) : (
          <tbody>
            <tr>
              <td colSpan={width} className={props.loading ? undefined : styles.empty}>
                {props.loading ? <Skeleton rows={8} height={20} /> : props.empty}
              </td>
            </tr>
          </tbody>
        )}
      </table>
    </section>
  );
}

interface BoardRowsProps<T extends RowData> extends BoardTableProps<T> {
  rows: Row<typeof boardFeatures, T>[];
  scroller: RefObject<HTMLElement | null>;
  /** The table's focus anchor, of which each row's is a part. */
  anchor: string;
}

/** The rows in view (and the one holding focus), with spacers for the rows not drawn. */
function BoardRows<T extends RowData>({ rows, scroller, anchor, ...props }: BoardRowsProps<T>) {
  const focus = useRowFocus({ rowIds: rows.map((row) => row.id), rowHeight: ROW_HEIGHT, scroller });
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    rangeExtractor: focus.rangeExtractor,
  });
  let drawnTo = 0;
  return (
    <tbody ref={focus.body} onFocus={focus.onFocus} onKeyDown={focus.onKeyDown}>
      {virtual.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const gap = item.start - drawnTo;
        drawnTo = item.end;
        return (
          <Fragment key={row.id}>
            {gap > 0 && <tr style={{ height: gap }} />}
            <tr
              className={props.rowClassName?.(row.original)}
              aria-rowindex={item.index + 1}
              data-row-id={row.id}
              data-focus-anchor={`${anchor}/${row.id}`}
              // The rows are the table's one tab stop, moved by the arrow keys.
              tabIndex={row.id === focus.activeId ? 0 : -1}
              style={{ height: ROW_HEIGHT }}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-column={cell.column.id}
                  className={props.cellClassName?.(row.original, cell.column.id)}
                >
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          </Fragment>
        );
      })}
      {virtual.getTotalSize() > drawnTo && (
        <tr style={{ height: virtual.getTotalSize() - drawnTo }} />
      )}
    </tbody>
  );
}
