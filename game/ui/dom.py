"""Small DOM builders: elements from tag, attributes and children, text always as textContent."""

from __future__ import annotations

from typing import Any, Iterable

SVG_NS = "http://www.w3.org/2000/svg"

Child = Any  # an element, a str (becomes a text node), None (skipped) or a list of those

_page: Any = None  # game.ui.browser, once the first element is made


def _browser() -> Any:
    # Imported on first use, not with this module: this module and the renderers built on it then
    # import where there is no page, and the memory snapshot carries them (assets/snapshot/maker.mjs).
    global _page
    if _page is None:
        from game.ui import browser

        _page = browser
    return _page


def _set_attrs(el: Any, attrs: dict[str, Any] | None) -> None:
    if not attrs:
        return
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        if key == "text":
            el.textContent = str(value)
        elif value is True:
            el.setAttribute(key, "")
        else:
            el.setAttribute(key, str(value))


def _append(el: Any, children: Iterable[Child]) -> None:
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            _append(el, child)
        elif isinstance(child, str):
            el.appendChild(_browser().document.createTextNode(child))
        else:
            el.appendChild(child)


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Any:
    """A new HTML element; attrs set attributes ('text' sets textContent), children are appended."""
    el = _browser().document.createElement(tag)
    _set_attrs(el, attrs)
    _append(el, children)
    return el


def s(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Any:
    """A new SVG element, like h()."""
    el = _browser().document.createElementNS(SVG_NS, tag)
    _set_attrs(el, attrs)
    _append(el, children)
    return el


def fill(parent: Any, *children: Child) -> Any:
    """Replace parent's children with these; returns parent."""
    parent.replaceChildren()
    _append(parent, children)
    return parent


def by_id(element_id: str) -> Any:
    """The element with this id, or None."""
    found = _browser().document.getElementById(element_id)
    return None if is_null(found) else found


def is_null(value: Any) -> bool:
    """True for None, JavaScript null or undefined."""
    return value is None or value is _browser().jsnull


def button(label: str, act: str, *children: Child, cls: str = "button", disabled_reason: str | None = None,
           **attrs: Any) -> Any:
    """A button that sends `act` when clicked; disabled with a readable reason if one is given."""
    extra = {k.replace("_", "-"): v for k, v in attrs.items()}
    el = h("button", {"type": "button", "class": cls, "data-act": act, "aria-label": label, **extra},
           *(children or (label,)))
    if disabled_reason:
        el.setAttribute("aria-disabled", "true")
        el.setAttribute("data-reason", disabled_reason)
        el.setAttribute("title", disabled_reason)
    return el


def stylesheet(href: str) -> None:
    """Link a style sheet into the page once (a board's own: see GameDescriptor.stylesheets)."""
    document = _browser().document
    if is_null(document.querySelector(f'link[rel="stylesheet"][href="{href}"]')):
        document.head.appendChild(h("link", {"rel": "stylesheet", "href": href}))
