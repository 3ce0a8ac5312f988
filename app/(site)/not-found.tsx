import { NotHere } from "@/app/components/site/NotHere";
import { currentLang } from "@/server/http/lang";

/** notFound() in a page (a roster, an event): inside the site's header, in the reader's language. */
export default async function NotFound() {
  return <NotHere lang={await currentLang()} />;
}
