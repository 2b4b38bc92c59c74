import { z } from "zod";
import { defineCall } from "./call";
import { id } from "./fields";

export const cmsPage = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/cms/:id",
  tag: "cms",
  summary: "A CMS page by id (from the path lookup); `content` is sanitised HTML.",
  params: z.object({ id }),
  result: z.object({
    id: z.number().int(),
    identifier: z.string(),
    title: z.string(),
    content: z.string(),
    meta_description: z.string(),
    url: z.string(),
  }),
  errors: { 404: "no such page" },
});
