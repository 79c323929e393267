import type { BodyPath, RequestBody } from '@board/domain';

type Scalar = string | number | boolean | bigint | symbol | null | undefined;
/** Every key of every member of a union: `keyof` of a union gives only the keys all share. */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** What the members of a union that have `K` hold under it. */
type ValueOf<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;

/**
 * `Given` with every key the contract `Shape` lacks turned to `never`, at any depth. TypeScript
 * checks excess keys only on the keys written in a literal, not on those a spread brings in;
 * a body typed `Given & Exact<Shape, Given>` is refused for any key the server would refuse.
 */
export type Exact<Shape, Given> = unknown extends Given
  ? Given
  : Given extends Scalar
    ? Given
    : Given extends readonly (infer Item)[]
      ? readonly Exact<ItemOf<Shape>, Item>[]
      : {
          [K in keyof Given]: K extends KeysOf<Shape> ? Exact<ValueOf<Shape, K>, Given[K]> : never;
        };

/** The body sent to `path`, as its contract takes it and nothing more. */
export type BodyOf<P extends BodyPath, Given extends RequestBody<P>> = Given &
  Exact<RequestBody<P>, Given>;
