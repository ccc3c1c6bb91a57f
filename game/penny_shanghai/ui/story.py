"""The log's lines and the hand-end panel's words for the events of match.apply, in the current language."""

from __future__ import annotations

from collections.abc import Sequence

from game.rummy.ui.faces import card_name
from game.ui.i18n import t

from .match import Event


def cards_text(cards: Sequence[int]) -> str:
    """Card names joined in a list."""
    return ", ".join(card_name(c) for c in cards)


def line(event: Event, names: Sequence[str]) -> str:
    """One event as a sentence of the log."""
    name = names[event.seat] if 0 <= event.seat < len(names) else ""
    f = event.fields
    if event.kind == "play":
        return t("ps.log.play", count=max(1, f["changed"]), name=name, cards=cards_text(f["cards"]))
    if event.kind == "rebuilt":
        return t("ps.log.rebuilt", count=f["built"], name=name, taken=f["taken"])
    if event.kind == "grew":
        return t("ps.log.grew", name=name, cards=cards_text(f["cards"]), meld=cards_text(f["meld"]))
    if event.kind == "taken":
        return t("ps.log.taken", name=name, cards=cards_text(f["cards"]))
    if event.kind == "built":
        if len(f["mine"]) == len(f["cards"]):
            return t("ps.log.built_all", name=name, cards=cards_text(f["cards"]))
        if f["mine"]:
            return t("ps.log.built_mine", name=name, cards=cards_text(f["cards"]), mine=cards_text(f["mine"]))
        return t("ps.log.built", name=name, cards=cards_text(f["cards"]))
    if event.kind == "out":
        return t("ps.log.out", count=f["gain"], name=name)
    if event.kind == "stuck":
        return t("ps.log.stuck", count=f["pot"])
    if event.kind == "deal":
        return t("ps.log.deal", hand=f["hand"], name=name)
    if event.kind == "over":
        winners = [names[p] for p in f["winners"]]
        return t("ps.log.over_shared" if len(winners) > 1 else "ps.log.over", names=", ".join(winners))
    return t(f"ps.log.{event.kind}", name=name)


def hand_end(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The hand-end panel's lines: who went out, the pot, what each paid (or the pot carried over)."""
    out = []
    for event in events:
        if event.kind == "out":
            out.append(t("ps.end.out", name=names[event.seat]))
            out.append(t("ps.end.pot", count=event.fields["pot"]))
            owed = event.fields.get("owed", {})
            for p, paid in sorted(event.fields["paid"].items()):
                out.append(payment(names[p], paid, owed.get(p, paid)))
            out.append(t("ps.end.gain", count=event.fields["gain"], name=names[event.seat]))
        elif event.kind == "stuck":
            out.append(t("ps.end.stuck", count=event.fields["pot"]))
        elif event.kind == "leave":
            out.append(t("ps.log.leave", name=names[event.seat]))
    return out


def payment(name: str, paid: int, owed: int) -> str:
    """What a player paid the one who went out: a penny a card, or all they had when that was less."""
    if paid >= owed:
        return t("ps.end.pays", count=paid, name=name)
    if paid == 0:
        return t("ps.end.broke", name=name)
    return t("ps.end.pays_all", count=paid, name=name, owed=owed)


def standings(pennies: Sequence[int], names: Sequence[str]) -> list[str]:
    """The final standings, most pennies first (equal pennies share a place)."""
    order = sorted(range(len(names)), key=lambda p: -pennies[p])
    out = []
    for p in order:
        place = 1 + sum(1 for q in range(len(names)) if pennies[q] > pennies[p])
        out.append(t("ps.final.row", count=pennies[p], place=place, name=names[p]))
    return out
