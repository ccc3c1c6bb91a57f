"""The table drawn into the page: the hand's contract, the other players, the stock and the
discard pile, the melds on the table, the seat's hand with its controls, and the log. Every
control carries `data-act`; a disabled one says why (title, data-reason) and stays focusable."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rummy import cards as C
from game.rummy.ui import faces
from game.ui.dom import fill, h
from game.ui.i18n import t

from .. import melds as M
from ..state import BUY, State
from .chronicle import Chronicle, say_line
from .seatview import Control, SeatView, contract_words, sort_hand


@dataclass(frozen=True)
class Scene:
    """Everything one drawing of the table needs besides the game."""

    names: tuple[str, ...]
    people: tuple[bool, ...]  # per seat: a person on this device
    viewer: int | None  # the seat whose hand is shown (None: hidden)
    display: tuple[int, ...]  # the viewer's hand as shown (sorted, melds put aside left out)
    selected: tuple[int, ...]  # positions in `display`
    staged: tuple[tuple[int, ...], ...]
    thinking: int | None  # the computer seat thinking now
    highlight: bool
    waiting_for: int | None  # a person to hand the device to (the hiding screen), else None
    undo: Control | None = None  # taking back the viewer's last move (disabled with the reason)
    open_hands: bool = False  # every player's cards face up (the replay of a finished game)
    read_only: bool = False  # nothing to play: the piles are pictures, not controls
    hint: Control | None = None  # asking the expert (disabled with the reason)
    hint_card: int | None = None  # the card of the hand the expert's advice is about
    hint_pile: bool = False  # the advice is about the discard pile's top card
    tip: str | None = None  # a first-game tip's phrase key to show above the hand


def control(ctrl: Control, label: str, act: str, *children: Any, cls: str = "button", **attrs: Any) -> Any:
    """A button for `ctrl`: enabled, or aria-disabled with the reason as its title. With pictures
    for children, the label is its (visually hidden) text and the pictures are hidden from
    assistive technology, so the name a screen reader says is the label."""
    base = {"type": "button", "class": cls, "data-act": act, "data-move": ctrl.move}
    base.update({k.replace("_", "-"): v for k, v in attrs.items()})
    if not ctrl.enabled:
        base.update({"aria-disabled": "true", "data-reason": ctrl.reason, "title": ctrl.reason})
    if children:
        return h("button", base, h("span", {"aria-hidden": "true", "class": "sr-pictures"}, *children),
                 h("span", {"class": "visually-hidden", "text": label}))
    base["aria-label"] = label
    return h("button", base, label)


def card_button(card: int, attrs: dict[str, Any]) -> Any:
    """A card of the hand as a button whose name is the card's name (its face hidden from
    assistive technology, so the name and the visible corner never disagree)."""
    button = faces.face(card, "lg", wild=M.is_wild(card), tag="button", attrs=attrs)
    label = str(button.getAttribute("aria-label"))
    button.removeAttribute("aria-label")
    for child in list(button.children):
        child.setAttribute("aria-hidden", "true")
    button.appendChild(h("span", {"class": "visually-hidden", "text": label}))
    return button


def contract_picture(hand: int) -> Any:
    """The contract as small groups of card backs: a set of 3 shows three, a run of 7 seven."""
    groups = []
    for kind, size in M.CONTRACTS[hand]:
        groups.append(h("span", {"class": f"sr-contract-group sr-{kind}"},
                        *(h("span", {"class": "sr-pip"}) for _ in range(size))))
    return h("span", {"class": "sr-contract-picture", "aria-hidden": "true"}, *groups)


def heading(state: State) -> Any:
    """The hand's number and its contract in words and pictures."""
    return h("div", {"class": "sr-head"},
             h("h2", {"class": "sr-hand-title", "id": "sr-hand-title", "text": t("sr.hand_of", hand=state.h)}),
             h("p", {"class": "sr-contract"}, t("sr.contract", words=contract_words(state.h)), " ",
               contract_picture(state.h)))


def seat_panel(state: State, p: int, scene: Scene) -> Any:
    """One player: name, cards, buys left, down or not, total points, whose turn."""
    turn = state.current_player() == p
    tags = [t("sr.seat.cards", count=len(state.hands[p])), t("sr.seat.buys", count=state.buys_left[p]),
            t("sr.seat.down") if state.down[p] else t("sr.seat.not_down"), t("sr.seat.points", n=state.totals[p])]
    if state.dealer() == p:
        tags.append(t("sr.seat.dealer"))
    status = t("sr.seat.thinking") if scene.thinking == p else t("sr.seat.turn") if turn else ""
    return h("li", {"class": "sr-seat" + (" sr-seat-turn" if turn else "") + (" sr-seat-down" if state.down[p] else ""),
                    "data-seat": str(p), "aria-current": "true" if turn else None},
             h("span", {"class": "sr-seat-name", "text": scene.names[p]}),
             h("span", {"class": "sr-seat-cards", "role": "group", "aria-label": t("sr.hand_of_name", name=scene.names[p])},
               *(faces.face(c, "sm", wild=M.is_wild(c)) for c in sort_hand(state.hands[p], "suit")))
             if scene.open_hands else
             h("span", {"class": "sr-seat-backs", "aria-hidden": "true"},
               *(faces.back("sm") for _ in range(min(len(state.hands[p]), 5)))),
             h("span", {"class": "sr-seat-tags", "text": " · ".join(tags)}),
             h("span", {"class": "sr-seat-status", "text": status}))


def seats(state: State, scene: Scene) -> Any:
    """All the players around the table, from the one after the viewer."""
    first = (scene.viewer + 1) if scene.viewer is not None else 0
    order = [(first + i) % state.n for i in range(state.n)]
    return h("ul", {"class": "sr-seats", "aria-label": t("sr.new.seats")},
             *(seat_panel(state, p, scene) for p in order))


def piles(state: State, view: SeatView | None, read_only: bool = False, hinted: bool = False) -> Any:
    """The stock (draw) and the discard pile (take); mere pictures when nothing is to be played."""
    draw = view.draw() if view else Control("draw", t("sr.why.not_turn", name="—"))
    take = view.take() if view else Control("take", t("sr.why.not_turn", name="—"))
    top = state.pile[-1] if state.pile else None
    stock = h("div", {"class": "sr-pile-wrap"}, control(draw, t("sr.draw"), "draw", faces.back("lg"),
                                                          cls="sr-pile sr-stock"),
              h("span", {"class": "sr-pile-label", "text": t("sr.stock", count=state.stock_size())}))
    if top is None:
        pile_face = h("span", {"class": "card playing-card card-lg sr-empty", "text": t("sr.pile_empty")})
        take_label = t("sr.take_none")
    else:
        pile_face = faces.face(top, "lg", wild=M.is_wild(top))
        take_label = t("sr.take", card=faces.card_name(top))
    pile = h("div", {"class": "sr-pile-wrap"}, control(take, take_label, "take", pile_face,
                                                       cls="sr-pile sr-discard" + (" sr-hinted" if hinted else "")),
             h("span", {"class": "sr-pile-label", "text": t("sr.pile")}))
    if read_only:
        stock = h("div", {"class": "sr-pile-wrap"}, faces.back("lg"),
                  h("span", {"class": "sr-pile-label", "text": t("sr.stock", count=state.stock_size())}))
        pile = h("div", {"class": "sr-pile-wrap"}, pile_face, h("span", {"class": "sr-pile-label", "text": t("sr.pile")}))
    return h("div", {"class": "sr-piles"}, stock, pile)


def meld_cards(meld: M.Meld, size: str = "md") -> list[Any]:
    """A meld's faces, every wild showing the card it stands for."""
    out = []
    natural = next((c for c in meld.cards if not M.is_wild(c)), 0)
    for i, c in enumerate(meld.cards):
        if M.is_wild(c):
            stands = M.card_at(meld.suit, meld.start + i) if meld.kind == M.RUN else natural
            out.append(faces.face(c, size, wild=True, stands_for=stands))
        else:
            out.append(faces.face(c, size))
    return out


def table(state: State, chron: Chronicle, scene: Scene, view: SeatView | None) -> Any:
    """The melds on the table, with the lay-off and swap buttons for the selected card."""
    controls = view.meld_controls() if view and scene.viewer is not None and state.down[scene.viewer] else []
    items = []
    for k, meld in enumerate(state.table, 1):
        owner = chron.owners[k - 1] if k - 1 < len(chron.owners) else 0
        label = t("sr.meld_of", name=scene.names[owner], number=k)
        buttons = []
        for mc in controls:
            if mc.number != k:
                continue
            action = t("sr.swap") if mc.kind == "swap" else t(f"sr.lay_{mc.end}") if mc.end else t("sr.lay")
            buttons.append(control(mc.control, t("sr.lay_on", action=action, meld=label), mc.kind,
                                   action, cls="button button-small"))
        items.append(h("li", {"class": f"sr-meld sr-meld-{meld.kind}", "data-meld": str(k)},
                       h("span", {"class": "sr-meld-label", "text": label}),
                       h("span", {"class": "sr-meld-cards", "role": "group", "aria-label": label},
                         *meld_cards(meld, "sm")),
                       h("span", {"class": "sr-meld-actions"}, *buttons) if buttons else None))
    body = h("ul", {"class": "sr-melds"}, *items) if items else h("p", {"class": "sr-quiet", "text": t("sr.table_empty")})
    return h("section", {"class": "sr-table", "aria-labelledby": "sr-table-title"},
             h("h2", {"id": "sr-table-title", "class": "sr-sub", "text": t("sr.table")}), body)


def prompt(state: State, scene: Scene) -> str:
    """What the table is waiting for, in a sentence."""
    who = state.current_player()
    if who is None:
        return t("sr.end.game")
    name = scene.names[who]
    if not scene.people[who]:
        return t("sr.prompt.wait", name=name)
    if state.step == BUY:
        top = state.pile[-1]
        return t("sr.buy_ask", name=name, card=faces.card_name(top), n=state.buys_left[who])
    return t("sr.prompt.take" if state.step == "take" else "sr.prompt.play", name=name)


def me(state: State, scene: Scene, view: SeatView | None, helpful: set[int]) -> Any:
    """The viewer's hand, the melds put aside and the turn's controls."""
    if scene.viewer is None or view is None:
        return h("section", {"class": "sr-me", "aria-label": t("sr.your_hand")},
                 h("p", {"class": "sr-prompt", "role": "status", "text": prompt(state, scene)}))
    seat = scene.viewer
    title = t("sr.your_hand") if sum(scene.people) == 1 else t("sr.hand_of_name", name=scene.names[seat])
    cards = []
    hinted = scene.display.index(scene.hint_card) if scene.hint_card in scene.display else -1
    for i, c in enumerate(scene.display):
        picked = i in scene.selected
        cls = "sr-hand-card" + (" sr-picked" if picked else "") + (" sr-helps" if scene.highlight and c in helpful else "")
        cls += " sr-hinted" if i == hinted else ""
        cards.append(card_button(c, {"type": "button", "class": cls, "data-act": "card", "data-index": str(i),
                                     "aria-pressed": "true" if picked else "false"}))
    staged = []
    for j, meld in enumerate(scene.staged):
        staged.append(h("li", {"class": "sr-staged-meld"}, *(faces.face(c, "sm", wild=M.is_wild(c)) for c in meld)))
    buy_row = None
    if state.step == BUY and state.current_player() == seat:
        buy_row = h("div", {"class": "sr-buy", "role": "group", "aria-label": t("sr.buy")},
                    faces.face(state.pile[-1], "md", wild=M.is_wild(state.pile[-1])),
                    control(view.buy(), t("sr.buy"), "buy", cls="button button-primary"),
                    control(view.pass_(), t("sr.pass"), "pass", cls="button"))
    discard = view.discard()
    discard_label = t("sr.discard_card", card=faces.card_name(view.selected[0])) if discard.enabled else t("sr.discard")
    actions = h("div", {"class": "sr-actions", "role": "toolbar", "aria-label": t("sr.your_hand")},
                control(view.propose(), t("sr.propose"), "propose"),
                control(view.make_meld(), t("sr.make_meld"), "meld"),
                control(view.go_down(), t("sr.go_down"), "down", cls="button button-primary"),
                control(discard, discard_label, "discard", cls="button button-primary"),
                control(scene.undo, t("sr.undo"), "undo") if scene.undo is not None else None,
                control(scene.hint, t("sr.hint.button"), "hint") if scene.hint is not None else None)
    sorters = h("div", {"class": "sr-sorters"},
                h("button", {"type": "button", "class": "button button-small", "data-act": "sort-suit",
                             "text": t("sr.sort_suit")}),
                h("button", {"type": "button", "class": "button button-small", "data-act": "sort-rank",
                             "text": t("sr.sort_rank")}),
                h("button", {"type": "button", "class": "button button-small", "data-act": "clear",
                             "text": t("sr.clear"), "hidden": not scene.staged}))
    return h("section", {"class": "sr-me", "aria-labelledby": "sr-me-title"},
             h("h2", {"id": "sr-me-title", "class": "sr-sub", "text": title}),
             h("p", {"class": "sr-prompt", "role": "status", "text": prompt(state, scene)}),
             tip_box(scene.tip) if scene.tip else None,
             buy_row,
             h("div", {"class": "sr-staged", "hidden": not staged},
               h("h3", {"class": "sr-sub", "text": t("sr.staged")}), h("ul", {"class": "sr-staged-list"}, *staged)),
             actions,
             h("div", {"class": "sr-hand", "role": "group", "aria-label": title,
                       "style": f"--cards:{max(1, len(cards))}"}, *cards),
             sorters)


def tools(pace: str, paces: Sequence[str], settings: dict, thinking: bool) -> Any:
    """The pace, the highlight and buy-if-it-fits settings, and "skip" while the computer thinks."""
    pace_field = h("label", {"class": "sr-field", "for": "sr-pace"}, h("span", {"text": t("sr.pace")}),
                   h("select", {"id": "sr-pace"},
                     *(h("option", {"value": p, "text": t(f"sr.pace.{p}"), "selected": p == pace}) for p in paces)))
    highlight = h("label", {"class": "sr-check", "for": "sr-highlight"},
                  h("input", {"type": "checkbox", "id": "sr-highlight",
                              "checked": bool(settings.get("highlight", False))}),
                  h("span", {"text": t("sr.highlight")}))
    fits = h("label", {"class": "sr-check", "for": "sr-buy-fits"},
             h("input", {"type": "checkbox", "id": "sr-buy-fits", "checked": bool(settings.get("buy_fits", False))}),
             h("span", {"text": t("sr.setting.buy_fits")}))
    skip = h("button", {"type": "button", "class": "button button-small", "data-act": "skip", "text": t("sr.skip"),
                        "hidden": not thinking})
    return h("div", {"class": "sr-tools"}, pace_field, highlight, fits, skip)


def tip_box(key: str) -> Any:
    """A first-game tip, to dismiss (or to dismiss with all the others)."""
    return h("div", {"class": "sr-tip", "role": "note"},
             h("p", {"text": t(key)}),
             h("button", {"type": "button", "class": "button button-small", "data-act": "tip-ok", "data-tip": key,
                          "text": t("sr.tip.ok")}),
             h("button", {"type": "button", "class": "button button-small", "data-act": "tip-none",
                          "text": t("sr.tip.none")}))


def curtain(name: str) -> Any:
    """The screen that hides the hand until the next person on this device is ready."""
    return h("section", {"class": "sr-curtain", "aria-labelledby": "sr-curtain-title"},
             h("h2", {"id": "sr-curtain-title", "text": t("sr.pass_device", name=name)}),
             h("p", {"text": t("sr.pass_device_note", name=name)}),
             h("button", {"type": "button", "class": "button button-primary", "data-act": "reveal",
                          "text": t("sr.show_hand", name=name)}))


def log(chron: Chronicle, names: Sequence[str], limit: int = 40) -> Any:
    """The last lines of the story, newest last."""
    lines = chron.lines[-limit:]
    return h("section", {"class": "sr-log", "aria-labelledby": "sr-log-title"},
             h("h2", {"id": "sr-log-title", "class": "sr-sub", "text": t("sr.log")}),
             h("div", {"class": "sr-log-scroll", "role": "log", "tabindex": "0", "aria-labelledby": "sr-log-title"},
               h("ol", {"class": "sr-log-lines"}, *(h("li", {"text": say_line(line, names)}) for line in lines))))


def board(host: Any, state: State, chron: Chronicle, scene: Scene, view: SeatView | None, tools: Any,
          lower: Any = None) -> None:
    """Draw the whole table into `host`'s table area (`lower` in place of the hand, if given)."""
    helpful = view.helpful() if view and scene.highlight and scene.viewer is not None else set()
    if lower is None:
        lower = curtain(scene.names[scene.waiting_for]) if scene.waiting_for is not None else me(state, scene, view, helpful)
    fill(host,
         heading(state),
         seats(state, scene),
         h("div", {"class": "sr-centre"}, piles(state, view, scene.read_only, scene.hint_pile), table(state, chron, scene, view)),
         lower,
         h("div", {"class": "sr-side"}, tools, log(chron, scene.names)))
