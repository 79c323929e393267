/** One page of a list, with the pagination fields of the list answers. */
export function paginate<T>(items: T[], args: { limit: number; page: number }) {
  const totalItems = items.length;
  const start = (args.page - 1) * args.limit;
  return {
    legs: items.slice(start, start + args.limit),
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / args.limit)),
    currentPage: args.page,
    itemsPerPage: args.limit,
  };
}
