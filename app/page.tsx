import { currentLang } from "@/server/lang";
import { t } from "@/lib/i18n/ui";

export default async function Home() {
  const lang = await currentLang();
  return (
    <section>
      <h1>{t(lang, "navRosters")}</h1>
    </section>
  );
}
