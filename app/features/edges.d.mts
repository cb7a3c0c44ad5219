/** The feature folders' import graph (edges.mjs): each feature and the features it may import. */
export declare const featureEdges: Record<string, readonly string[]>;
