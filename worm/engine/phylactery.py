"""A lich's crystal skull and his phylactery (pp. 269–270), after the fight: the skull lies
in his lair and, unless the phylactery is destroyed, grows a new body by the next restock
(``worm.engine.restocking``); meanwhile the shelf of letters in the lair can be searched
for the one that is his phylactery (policy ``worm.gm.crystal_skull``)."""

from __future__ import annotations

from worm import grammar
from worm.content.interaction import Interaction, SetFlag
from worm.engine import fortune
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import crystal_skull, foes
from worm.model.crawl import Followup

SHELF = "the shelf of letters"


def skull_here(game: Table) -> foes.Statblock | None:
    """The stat block of the lich whose skull lies in the guild's room, his phylactery not
    yet destroyed; else None."""
    room = game.room
    if room < 0 or game.meeting is not None or not game.level.stock[room].lord:
        return None
    band = game.state.band(room)
    if band is None or band.fate != "slain" or not band.lord:
        return None
    block = foes.statblock(game.pack, band.creature)
    if not crystal_skull.regrows(block, game.state.flags):
        return None
    return block


def choices(game: Table) -> list[tuple[str, tuple[Interaction, ...]]]:
    """The shelf to search, while the skull lies here."""
    block = skull_here(game)
    if block is None:
        return []
    search = Interaction(
        verb=f"search it for {named(block)}, one letter among many like it, and tear it up",
        approach="wands",
        on_success=(_destroyed(block),),
    )
    return [(SHELF, (search,))]


def act(game: Table, option: int, who: str) -> None:
    """Search the shelf: a Wands test (policy ``worm.gm.crystal_skull.SEARCH``)."""
    block = skull_here(game)
    if block is None or option != 1:
        raise IllegalCommand("there is no phylactery left to find here (p. 270)")
    name = named(block)
    game.ruling(
        crystal_skull.PAGE,
        f"{game.guild.adventurer(who).name} searches the shelf for {name}: Wands",
    )
    fortune.test_each(
        game,
        Followup(
            testers=(who,),
            attribute="wands",
            task=f"find {name}",
            on_success=(_destroyed(block),),
        ),
    )


def named(block: foes.Statblock) -> str:
    """ "The Locust Lich's Phylactery"."""
    return f"{grammar.possessive(block.name)} {crystal_skull.phylactery(block)}"


def _destroyed(block: foes.Statblock) -> SetFlag:
    return SetFlag(
        effect="flag",
        id=crystal_skull.DESTROYED,
        text=(
            f"Found and torn up: {named(block)}. The crystal skull will grow no new "
            "body now (p. 270)."
        ),
    )
