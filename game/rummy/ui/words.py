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
           "cards.back": "a card face down",
           "rs.title": "Statistics",
           "rs.menu": "Statistics",
           "rs.none": "No finished games yet. Games you finish at this table are counted here.",
           "rs.against": "Against",
           "rs.col.games": "Games",
           "rs.col.wins": "Won",
           "rs.col.shared": "Shared",
           "rs.col.rate": "Won or shared",
           "rs.col.average": "Average score",
           "rs.col.place": "Average place",
           "rs.col.best": "Best score",
           "rs.decimal_point": ".",
           "rs.percent": "{n}%",
           "rs.level_unknown": "Unknown level",
           "rs.at_table": "Tables of {n}: you against the computer",
           "rs.people.one": "{count} game among people at a table of {seats}",
           "rs.people.other": "{count} games among people at a table of {seats}",
           "rs.reset": "Reset statistics",
           "rs.reset_ask": "Forget every result of this game? Saved games stay.",
           "rs.reset_yes": "Yes, reset",
           "rs.close": "Close", "rs.keep": "Keep them",
           "rs.unreadable": "The statistics stored in this browser cannot be read. They are kept as they are until you reset them."},
    "de": {"cards.wild": "Joker", "cards.wild_as": "{card}, Joker, steht für {stands}",
           "cards.back": "eine verdeckte Karte",
           "rs.title": "Statistik",
           "rs.menu": "Statistik",
           "rs.none": "Noch keine beendeten Partien. Jede Partie, die du an diesem Tisch zu Ende spielst, wird hier gezählt.",
           "rs.against": "Gegen",
           "rs.col.games": "Partien",
           "rs.col.wins": "Gewonnen",
           "rs.col.shared": "Geteilt",
           "rs.col.rate": "Gewonnen oder geteilt",
           "rs.col.average": "Punkte im Schnitt",
           "rs.col.place": "Platz im Schnitt",
           "rs.col.best": "Bestes Ergebnis",
           "rs.decimal_point": ",",
           "rs.percent": "{n} %",
           "rs.level_unknown": "Unbekannte Stufe",
           "rs.at_table": "Tische mit {n}: du gegen den Computer",
           "rs.people.one": "{count} Partie unter Menschen an einem Tisch mit {seats}",
           "rs.people.other": "{count} Partien unter Menschen an einem Tisch mit {seats}",
           "rs.reset": "Statistik zurücksetzen",
           "rs.reset_ask": "Alle Ergebnisse dieses Spiels vergessen? Gespeicherte Partien bleiben.",
           "rs.reset_yes": "Ja, zurücksetzen",
           "rs.close": "Schließen", "rs.keep": "Behalten",
           "rs.unreadable": "Die in diesem Browser gespeicherte Statistik ist nicht lesbar. Sie bleibt unverändert, bis du sie zurücksetzt."},
    "it": {"cards.wild": "jolly", "cards.wild_as": "{card}, jolly, al posto di {stands}",
           "cards.back": "una carta coperta",
           "rs.title": "Statistiche",
           "rs.menu": "Statistiche",
           "rs.none": "Ancora nessuna partita finita. Ogni partita che concludi a questo tavolo viene contata qui.",
           "rs.against": "Contro",
           "rs.col.games": "Partite",
           "rs.col.wins": "Vinte",
           "rs.col.shared": "Pari",
           "rs.col.rate": "Vinte o pari",
           "rs.col.average": "Punti in media",
           "rs.col.place": "Posto in media",
           "rs.col.best": "Miglior risultato",
           "rs.decimal_point": ",",
           "rs.percent": "{n}%",
           "rs.level_unknown": "Livello sconosciuto",
           "rs.at_table": "Tavoli da {n}: tu contro il computer",
           "rs.people.one": "{count} partita tra persone a un tavolo da {seats}",
           "rs.people.other": "{count} partite tra persone a un tavolo da {seats}",
           "rs.reset": "Azzera le statistiche",
           "rs.reset_ask": "Dimenticare tutti i risultati di questo gioco? Le partite salvate restano.",
           "rs.reset_yes": "Sì, azzera",
           "rs.close": "Chiudi", "rs.keep": "Tienile",
           "rs.unreadable": "Le statistiche salvate in questo browser non si possono leggere. Restano come sono finché non le azzeri."},
    "fr": {"cards.wild": "joker", "cards.wild_as": "{card}, joker, à la place de {stands}",
           "cards.back": "une carte face cachée",
           "rs.title": "Statistiques",
           "rs.menu": "Statistiques",
           "rs.none": "Aucune partie terminée pour l’instant. Chaque partie que vous finissez à cette table est comptée ici.",
           "rs.against": "Contre",
           "rs.col.games": "Parties",
           "rs.col.wins": "Gagnées",
           "rs.col.shared": "Partagées",
           "rs.col.rate": "Gagnées ou partagées",
           "rs.col.average": "Score moyen",
           "rs.col.place": "Place moyenne",
           "rs.col.best": "Meilleur score",
           "rs.decimal_point": ",",
           "rs.percent": "{n} %",
           "rs.level_unknown": "Niveau inconnu",
           "rs.at_table": "Tables de {n} : vous contre l’ordinateur",
           "rs.people.one": "{count} partie entre personnes à une table de {seats}",
           "rs.people.other": "{count} parties entre personnes à une table de {seats}",
           "rs.reset": "Remettre à zéro",
           "rs.reset_ask": "Oublier tous les résultats de ce jeu ? Les parties sauvegardées restent.",
           "rs.reset_yes": "Oui, remettre à zéro",
           "rs.close": "Fermer", "rs.keep": "Les garder",
           "rs.unreadable": "Les statistiques enregistrées dans ce navigateur sont illisibles. Elles restent telles quelles jusqu’à la remise à zéro."},
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
