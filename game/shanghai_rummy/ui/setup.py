"""A new game's choices (seats, who plays them, names, decks, buys, first dealer) and the record
they start. Pure Python."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..randomplay import shuffled_packs
from ..record import Record
from ..state import DEFAULT_BUYS, State, default_decks

SEATS = (3, 4, 5, 6)  # the table offers 3 to 6 seats (the engine takes up to 8)
LEVELS = ("kibitzer", "regular", "hustler", "shark")
PERSON = "person"
RANDOM_DEALER = -1
DEFAULT_NAMES = ("Anna", "Ben", "Chiara", "Dimitri", "Elif", "Farid")


@dataclass
class Setup:
    """What the new-game dialog chose: per seat `person` or a computer level, and a name."""

    who: list[str] = field(default_factory=lambda: [PERSON, "regular", "regular", "regular"])
    names: list[str] = field(default_factory=lambda: ["", "", "", ""])
    decks: int = 0  # 0: the usual number for the table
    buys: int = -1  # -1: the usual 3, 3, ... 4, 4, 4; else that many in every hand
    dealer: int = RANDOM_DEALER

    def fault(self) -> str | None:
        """Why this setup cannot start a game (a phrase key), or None."""
        if not any(w == PERSON for w in self.who):
            return "sr.new.need_person"
        return None


def stored_setup(stored: dict) -> Setup:
    """The last new game's choices as kept in storage; the usual ones when they cannot be read."""
    try:
        who = [str(w) for w in stored.get("who", [])]
        if not isinstance(stored.get("who"), list) or not 3 <= len(who) <= 6:
            return Setup()
        names = [str(n) for n in stored.get("names", [""] * len(who))][:len(who)]
        names += [""] * (len(who) - len(names))
        return Setup(who, names, int(stored.get("decks", 0)), int(stored.get("buys", -1)),
                     int(stored.get("dealer", -1)))
    except (TypeError, ValueError, AttributeError):
        return Setup()


def stored_form(setup: Setup) -> dict:
    """The choices of `setup` as kept in storage for the next new game."""
    return {"who": setup.who, "names": setup.names, "decks": setup.decks, "buys": setup.buys, "dealer": setup.dealer}


def clean_name(text: str) -> str:
    """A name as typed, trimmed and cut to 24 characters."""
    return " ".join(str(text).split())[:24]


def seat_names(setup: Setup, person_word: str, level_names: dict[str, str]) -> list[str]:
    """The names at the table: the typed ones, else a person's default or the level's own name."""
    out = []
    for i, who in enumerate(setup.who):
        typed = clean_name(setup.names[i]) if i < len(setup.names) else ""
        if typed:
            out.append(typed)
        elif who == PERSON:
            people = sum(1 for w in setup.who if w == PERSON)
            out.append(person_word if people == 1 else DEFAULT_NAMES[i])
        else:
            out.append(DEFAULT_NAMES[i])
    return out


def new_record(setup: Setup, names: list[str], seed: int) -> Record:
    """The record of a new game: ten shuffled packs from `seed`, the dealer, the options, the players."""
    rng = random.Random(seed)
    n = len(setup.who)
    decks = setup.decks or default_decks(n)
    buys = list(DEFAULT_BUYS) if setup.buys < 0 else [setup.buys] * 10
    dealer = rng.randrange(n) if setup.dealer == RANDOM_DEALER else setup.dealer % n
    state = State(n, dealer, shuffled_packs(rng, decks), decks, buys)
    players = [{"name": names[i], "type": "human"} if who == PERSON else {"name": names[i], "type": "ai", "level": who}
               for i, who in enumerate(setup.who)]
    return Record(state, players, {"decks": decks, "buys": buys}, None, [])
