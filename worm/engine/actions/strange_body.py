"""The sorcerous template's optional Strange Body played in a Challenge (p. 248): a creature
whose band carries it (policy ``worm.gm.optional_notes``) takes nothing from one kind of harm
and 2 Wounds for each 1 from another. ``worm.engine.actions.harm`` asks both as a blow lands.
"""

from __future__ import annotations

from worm.engine import optional_notes
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm.optional_notes import STRANGE_BODY, harm_words
from worm.model.challenge import Fighter
from worm.rules import dooms
from worm.rules import optional_notes as rules

PAGE = "p. 248"


def means(game: Table, by: str | None, given: dooms.Means | None) -> dooms.Means:
    """What a blow is made of: ``given``, else the weapon in the hands of the adventurer
    ``by``, else nothing in particular."""
    if given is not None:
        return given
    ch = game.under_way()
    striker = next((f for f in ch.fighters if f.key == by and f.side == "guild"), None)
    return fighters.means_of(game, striker) if striker is not None else dooms.Means()


def shrugs(game: Table, foe: Fighter, by: str | None, given: dooms.Means | None) -> bool:
    """Whether ``foe``'s Strange Body takes nothing from this harm, with the GM's ruling."""
    held = optional_notes.carries(game, foe.group, STRANGE_BODY)
    if held is None or not rules.shrugs_off(held.immune, means(game, by, given)):
        return False
    game.ruling(PAGE, f"{STRANGE_BODY}: {harm_words(held.immune)} cannot harm {foe.name}")
    return True


def harsher(
    game: Table, foe: Fighter, by: str | None, count: int, given: dooms.Means | None
) -> int:
    """The Wounds ``count`` deals ``foe``: each counts twice from its Strange Body's
    weakness, with the GM's ruling."""
    held = optional_notes.carries(game, foe.group, STRANGE_BODY)
    if held is None:
        return count
    dealt = rules.strange_wounds(held.vulnerable, means(game, by, given), count)
    if dealt != count:
        game.ruling(
            PAGE,
            f"{STRANGE_BODY}: {dealt} Wounds, not {count}, from {harm_words(held.vulnerable)} "
            f"on {foe.name}",
        )
    return dealt


def vain(game: Table, band: str, given: dooms.Means) -> str | None:
    """The words for a blow of ``given`` that the Strange Body of band ``band`` shrugs off, or
    None when it would harm (for the menu and the bot, no ruling)."""
    held = optional_notes.carries(game, band, STRANGE_BODY)
    if held is None or not rules.shrugs_off(held.immune, given):
        return None
    return f"{STRANGE_BODY}: no harm from {harm_words(held.immune)}, {PAGE}"
