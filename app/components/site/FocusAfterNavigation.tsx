"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a move to another page within the app (Create, Open, a link whose page replaced the one it
 * was on) focus would fall to the document, and a keyboard or screen-reader user would start again
 * from the top of the header. It goes to the new page's heading instead, from where Tab goes on into
 * the page. Focus that is still somewhere (a header link, which stays) is left where it is.
 */
export function FocusAfterNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
