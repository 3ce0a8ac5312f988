import { findRoster } from "@/server/data/rosters";
import { prisma } from "@/server/data/db";

/** The saved roster in the v1 exchange format (public, like the view page). */
export async function GET(_req: Request, ctx: { params: Promise<{ viewId: string }> }): Promise<Response> {
  const { viewId } = await ctx.params;
  try {
    const found = await findRoster(prisma(), viewId);
    if (!found) return Response.json({ error: "not_found" }, { status: 404 });
    return Response.json(found.roster, {
      headers: { "content-disposition": `inline; filename="roster-${viewId}.json"`, "cache-control": "no-store" },
    });
  } catch {
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
