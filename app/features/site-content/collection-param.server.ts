import { data } from "react-router";
import { collections, isCollectionKey, type CollectionDef } from "./collections.ts";

/** The collection an admin address names (/admin/content/<collection>…), or a 404. */
export function collectionOf(params: { collection?: string }): CollectionDef {
  if (!isCollectionKey(params.collection)) throw data({ message: "There is no such collection." }, { status: 404 });
  return collections[params.collection];
}
