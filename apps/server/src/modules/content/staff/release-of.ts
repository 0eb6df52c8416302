/**
 * The stored release fields of what staff sent: `releaseAt` as a time (null: at once), each field only
 * when sent, so a change leaves the other as it was.
 */
export function releaseOf(input: { isPublished?: boolean; releaseAt?: string | null }): {
  isPublished?: boolean;
  releaseAt?: Date | null;
} {
  return {
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
    ...(input.releaseAt === undefined
      ? {}
      : { releaseAt: input.releaseAt === null ? null : new Date(input.releaseAt) }),
  };
}
