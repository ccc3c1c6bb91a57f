"""The names of the standard deck's cards in the site's four languages (both rummies' boards)."""

from __future__ import annotations

from game.rummy import cards

# Per language: the rank names (ace to king), the suit names (spades, hearts, diamonds, clubs)
# and how a card's name is put together; the phrases both boards use about cards.
_RANKS = {
    "en": ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"),
    "de": ("Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Bube", "Dame", "König"),
    "it": ("asso", "2", "3", "4", "5", "6", "7", "8", "9", "10", "fante", "donna", "re"),
    "fr": ("as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valet", "dame", "roi"),
}
_SUITS = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "de": ("Pik", "Herz", "Karo", "Kreuz"),
    "it": ("picche", "cuori", "quadri", "fiori"),
    "fr": ("pique", "cœur", "carreau", "trèfle"),
}
_CARD = {"en": "{rank} of {suit}", "de": "{suit} {rank}", "it": "{rank} di {suit}", "fr": "{rank} de {suit}"}
_PHRASES = {
    "en": {"cards.wild": "wild", "cards.wild_as": "{card}, wild, standing for the {stands}",
           "cards.back": "a card face down"},
    "de": {"cards.wild": "Joker", "cards.wild_as": "{card}, Joker, steht für {stands}",
           "cards.back": "eine verdeckte Karte"},
    "it": {"cards.wild": "jolly", "cards.wild_as": "{card}, jolly, al posto di {stands}",
           "cards.back": "una carta coperta"},
    "fr": {"cards.wild": "joker", "cards.wild_as": "{card}, joker, à la place de {stands}",
           "cards.back": "une carte face cachée"},
}


def catalogues() -> dict[str, dict[str, str]]:
    """Every card's name and the card phrases, per language, for i18n.add_phrases()."""
    out: dict[str, dict[str, str]] = {}
    for lang, phrases in _PHRASES.items():
        names = {f"card.{cards.code(c)}": _CARD[lang].format(rank=_RANKS[lang][cards.rank(c) - 1],
                                                             suit=_SUITS[lang][cards.suit(c)])
                 for c in range(52)}
        out[lang] = {**names, **phrases}
    return out


CATALOGUES = catalogues()
