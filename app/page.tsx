import { t } from "@/lib/i18n/ui";
import { getArmyBook } from "@/server/catalog";
import { currentLang } from "@/server/lang";
import { MyRosters } from "./components/home/MyRosters";
import { ImportRoster } from "./components/home/ImportRoster";
import { NewRosterForm } from "./components/home/NewRosterForm";

export const dynamic = "force-dynamic";

export default async function Home() {
  const lang = await currentLang();
  const book = await getArmyBook();
  return (
    <div className="home">
      <h1>{t(lang, "navRosters")}</h1>
      <p className="home-intro">{t(lang, "homeIntro")}</p>
      <div className="home-grid">
        <div className="home-side">
          <NewRosterForm lang={lang} bookName={book.name[lang]} />
          <ImportRoster lang={lang} book={book} />
        </div>
        <MyRosters lang={lang} />
      </div>
    </div>
  );
}
