import { IntentLink } from "@/app/components/site/IntentLink";
import { t } from "@/lib/i18n/ui";
import { t as te } from "@/lib/i18n/events-ui";
import { tw } from "@/lib/i18n/workshop-ui";
import { defaultBookId, offeredBooks } from "@/lib/army-book/catalog";
import { getCatalog } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";
import { MyRosters } from "@/app/components/home/MyRosters";
import { ImportRoster } from "@/app/components/home/ImportRoster";
import { NewRosterForm } from "@/app/components/home/NewRosterForm";
import { MyEvents } from "@/app/components/events/MyEvents";

export const dynamic = "force-dynamic";

export default async function Home() {
  const lang = await currentLang();
  const catalog = await getCatalog();
  const bookId = defaultBookId(catalog)!;
  const books = offeredBooks(catalog, lang).map((b) => ({ id: b.id, name: b.name[lang], author: b.author, version: b.version }));
  return (
    <div className="home">
      <h1>{t(lang, "navRosters")}</h1>
      <p className="home-intro">{t(lang, "homeIntro")}</p>
      <div className="home-grid">
        <div className="home-side">
          <NewRosterForm lang={lang} books={books} defaultBook={bookId} />
          <ImportRoster lang={lang} />
          <p className="home-organise">
            <IntentLink href="/events/new">{te(lang, "organise")}</IntentLink> · <IntentLink href="/books/new">{tw(lang, "writeBook")}</IntentLink>
          </p>
          <MyEvents title={te(lang, "myEvents")} forget={te(lang, "forgetHere")} />
        </div>
        <MyRosters lang={lang} />
      </div>
    </div>
  );
}
