/** What other parts of the server may use of the feed module. The operations feed (JSON legs in batches, or a file from the command line), and the merge of a feed item into a leg that movement messages use too. */

export { FEED_KEY_HEADER, feedRoutes, requireFeedKey } from './feed.routes.ts';
export { createFeedService, type FeedLog, type FeedService } from './feed.service.ts';
export { itemsFromCsv, itemsFromJson } from './feed-file.ts';
export { type FeedMerge, mergeIntoLeg } from './merge-into-leg.ts';
