"""Actions as small ints, and their spelling in the record's move grammar.

Decisions are 0..62, chance outcomes (an unordered pair of dice) are 64..99.
A record's `roll A B` is two actions at the start of a turn (ROLL, then the dice)
and one after `trick *R reroll` (the dice only).
"""

from __future__ import annotations

from .cards import NATIONS, NATION_INDEX, TRICK_CODES, TRICK_INDEX, WILD_TRICKS

ROLL = 0
SHANGHAI = 1
DIR_UP = 2
DIR_DOWN = 3
PLACE = 3  # PLACE + v places a die showing v (4..9)
WILD = 10  # WILD + kind * 8 + nation, kind indexes TRICK_CODES (*B *P *R *W)
ADJUST = 42  # ADJUST + (a - 1) * 2 + (1 if up else 0): a die showing a becomes a -/+ 1
BOTH = 54
REROLL = 55
SHARKS = 56
EXCHANGE = 56  # EXCHANGE + v takes back a die from the card numbered v (57..62)
NUM_DECISIONS = 63
CHANCE = 64  # CHANCE + (a - 1) * 6 + (b - 1), with a <= b
NUM_ACTIONS = 100


def place(v: int) -> int:
    """The action that places a die showing v."""
    return PLACE + v


def wild(code: str, nation: str) -> int:
    """The action that plays trick card `code` as a 2-value sailor of `nation`."""
    return WILD + TRICK_INDEX[code] * 8 + NATION_INDEX[nation]


def adjust(a: int, b: int) -> int:
    """The action that turns a die showing a into b (b = a +/- 1)."""
    return ADJUST + (a - 1) * 2 + (1 if b > a else 0)


def exchange(v: int) -> int:
    """The action that takes back one's die from the card numbered v."""
    return EXCHANGE + v


def dice(a: int, b: int) -> int:
    """The chance outcome that shows dice a and b (in either order)."""
    if a > b:
        a, b = b, a
    return CHANCE + (a - 1) * 6 + (b - 1)


def dice_of(action: int) -> tuple[int, int]:
    """The two dice (low, high) of a chance outcome."""
    k = action - CHANCE
    return k // 6 + 1, k % 6 + 1


def is_chance(action: int) -> bool:
    """True for a chance outcome (a pair of dice)."""
    return action >= CHANCE


# The 21 unordered outcomes of two dice with their probabilities (a double 1/36, else 2/36).
DICE_OUTCOMES: tuple[tuple[int, float], ...] = tuple(
    (dice(a, b), (1.0 if a == b else 2.0) / 36.0) for a in range(1, 7) for b in range(a, 7)
)


def wild_parts(action: int) -> tuple[str, str]:
    """The trick code and the nation of a wild action."""
    k = action - WILD
    return TRICK_CODES[k // 8], NATIONS[k % 8]


def adjust_parts(action: int) -> tuple[int, int]:
    """The die value before and after an adjust action."""
    k = action - ADJUST
    a = k // 2 + 1
    return a, a + 1 if k % 2 else a - 1


def is_valid_action(action: int) -> bool:
    """True if `action` names a real action (not whether it is legal now)."""
    if not isinstance(action, int) or isinstance(action, bool):
        return False
    if ROLL <= action < NUM_DECISIONS:
        if WILD <= action < ADJUST:
            return wild_parts(action)[0] in WILD_TRICKS
        if ADJUST <= action < BOTH:
            return 1 <= adjust_parts(action)[1] <= 6
        return True
    if CHANCE <= action < NUM_ACTIONS:
        a, b = dice_of(action)
        return a <= b
    return False


def action_text(action: int) -> str:
    """The move text of an action; a bare ROLL is `roll` (the AI protocol's answer)."""
    if action == ROLL:
        return "roll"
    if action == SHANGHAI:
        return "shanghai"
    if action == DIR_UP:
        return "dir up"
    if action == DIR_DOWN:
        return "dir down"
    if PLACE < action < WILD:
        return f"place {action - PLACE}"
    if WILD <= action < ADJUST:
        code, nation = wild_parts(action)
        return f"trick {code} wild {nation}"
    if ADJUST <= action < BOTH:
        a, b = adjust_parts(action)
        return f"trick *P adjust {a} {b}"
    if action == BOTH:
        return "trick *B both"
    if action == REROLL:
        return "trick *R reroll"
    if action == SHARKS:
        return "trick *X sharks"
    if EXCHANGE < action < NUM_DECISIONS:
        return f"trick *X exchange {action - EXCHANGE}"
    if is_chance(action):
        a, b = dice_of(action)
        return f"roll {a} {b}"
    raise ValueError(f"not an action: {action!r}")


class MoveSyntaxError(ValueError):
    """A move text that does not follow the move grammar."""


def _die(token: str) -> int:
    if len(token) == 1 and "1" <= token <= "6":
        return int(token)
    raise MoveSyntaxError(f"'{token}' is not a die value (1 to 6)")


def parse_move(text: str) -> tuple[str, tuple[int, ...]]:
    """Split a move text into its kind and action(s); 'roll' yields the dice outcome only.

    Kinds: 'roll' (with the chance action), 'decision' (one action). Legality is not checked.
    """
    if not isinstance(text, str):
        raise MoveSyntaxError("a move must be a string")
    tokens = text.split(" ")
    if not text or "" in tokens:
        raise MoveSyntaxError(f"'{text}' is not a move (tokens are separated by one space)")
    word, rest = tokens[0], tokens[1:]
    if word == "roll":
        if len(rest) != 2:
            raise MoveSyntaxError("'roll' needs two dice, as in 'roll 3 5'")
        return "roll", (dice(_die(rest[0]), _die(rest[1])),)
    if word == "shanghai" and not rest:
        return "decision", (SHANGHAI,)
    if word == "dir" and len(rest) == 1 and rest[0] in ("up", "down"):
        return "decision", (DIR_UP if rest[0] == "up" else DIR_DOWN,)
    if word == "place" and len(rest) == 1:
        return "decision", (place(_die(rest[0])),)
    if word == "trick":
        return "decision", (_parse_trick(text, rest),)
    raise MoveSyntaxError(f"'{text}' is not a move")


def _parse_trick(text: str, rest: list[str]) -> int:
    if len(rest) < 2:
        raise MoveSyntaxError(f"'{text}': a trick names its card and its action")
    code, act, args = rest[0], rest[1], rest[2:]
    if code not in TRICK_INDEX:
        raise MoveSyntaxError(f"'{code}' is not a trick card (*P *B *R *W *X)")
    if act == "wild":
        if code not in WILD_TRICKS:
            raise MoveSyntaxError(f"{code} has no wild action")
        if len(args) != 1 or args[0] not in NATION_INDEX:
            raise MoveSyntaxError(f"'{text}': wild names one nation letter (A F G C D T S I)")
        return wild(code, args[0])
    expected = {"adjust": "*P", "both": "*B", "reroll": "*R", "sharks": "*X", "exchange": "*X"}
    if act not in expected:
        raise MoveSyntaxError(f"'{act}' is not a trick action")
    if expected[act] != code:
        raise MoveSyntaxError(f"{code} has no '{act}' action")
    if act == "adjust":
        if len(args) != 2:
            raise MoveSyntaxError("'adjust' needs the die and its new value, as in 'trick *P adjust 3 4'")
        a, b = _die(args[0]), _die(args[1])
        if abs(a - b) != 1:
            raise MoveSyntaxError(f"adjust changes a die by exactly one, not {a} to {b}")
        return adjust(a, b)
    if act == "exchange":
        if len(args) != 1:
            raise MoveSyntaxError("'exchange' names the card number of the die taken back")
        return exchange(_die(args[0]))
    if args:
        raise MoveSyntaxError(f"'{text}' has extra words")
    return {"both": BOTH, "reroll": REROLL, "sharks": SHARKS}[act]
