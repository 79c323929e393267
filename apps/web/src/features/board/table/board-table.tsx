import {
  type ColumnDef,
  FlexRender,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Skeleton } from '../../../components/ui/index.ts';
import styles from './board-table.module.css';

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
  const table = useTable({
    features: boardFeatures,
    columns: props.columns,
    data: props.data,
    getRowId: (row) => props.getRowId(row),
  });
  const rows = table.getRowModel().rows;
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  const items = virtual.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = table.getAllLeafColumns().length;

  return (
    <section
      ref={scroller}
      className={styles.scroller}
      style={{ maxHeight: props.maxHeight }}
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll
      tabIndex={0}
    >
      <table className={styles.table} aria-rowcount={rows.length}>
        <thead className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  colSpan={header.colSpan}
                  className={header.subHeaders.length > 0 ? styles.group : undefined}
                  data-column={header.column.id}
                >
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {props.loading && rows.length === 0 ? (
            <tr>
              <td colSpan={width}>
                <Skeleton rows={8} height={20} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={width} className={styles.empty}>
                {props.empty}
              </td>
            </tr>
          ) : (
            <>
              {before > 0 && <tr style={{ height: before }} />}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <tr
                    key={row.id}
                    className={props.rowClassName?.(row.original)}
                    aria-rowindex={item.index + 1}
                    data-row-id={row.id}
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
                );
              })}
              {after > 0 && <tr style={{ height: after }} />}
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}
