"""Acrobat (p. 74): sheer walls, ledges and ropes need no test of fate, and a fall counts
20' shorter — free when ready for it (a drop chosen: an outcome's ``prepared``), for 1
Resolve when not. Which choices are climbs and when the Resolve is spent are the GM's
policies (``worm.gm.talents``). Each use of the
talent in training costs 1 XP (p. 33). In a Challenge an acrobat climbs up onto a perch (a
zone atop a piece of scenery, ``worm.gm.perches``) by any move, as easily as walking to a new
zone, where anyone else needs a Dash and both hands free (p. 110)."""

from __future__ import annotations

from worm.content.interaction import Fall, Interaction
from worm.engine import events as ev
from worm.engine import training
from worm.engine.table import Table
from worm.gm import perches as perch_policy
from worm.gm import talents as talent_policy
from worm.model.adventurer import Adventurer
from worm.rules import falling
from worm.rules.fate import Outcome

TALENT = "acrobat"
SHORTER = 20  # feet a fall counts shorter (p. 74)


def climbs(game: Table, who: str, interaction: Interaction) -> bool:
    """Whether ``who`` makes ``interaction`` without a test, as an acrobat (p. 74); if so,
    the talent is used (and paid for) and the GM says so."""
    a = game.guild.adventurer(who)
    if interaction.who == "each" or not talent_policy.climbs(interaction.verb):
        return False
    if not training.usable(a, TALENT):
        return False
    training.use(game, who, TALENT)
    game.ruling("p. 74", f"{a.name} makes it look like walking: no test (Acrobat)")
    return True


def landing(game: Table, who: str, feet: int, outcome: Outcome, *, prepared: bool = False) -> int:
    """The feet a fall of ``feet`` counts for ``who`` (p. 74) when that spares them a Wound:
    20' shorter for an acrobat, for nothing when ``prepared`` (a drop they chose), else for 1
    Resolve (policy ``braces``)."""
    a = game.guild.adventurer(who)
    if not spares(feet, outcome) or not training.usable(a, TALENT):
        return feet
    if prepared:
        training.use(game, who, TALENT)
        game.ruling(
            "p. 74", f"{a.name} drops ready for it and lands light: the fall counts 20' shorter"
        )
        return max(0, feet - SHORTER)
    if not talent_policy.braces(a):
        return feet
    training.use(game, who, TALENT)
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="Acrobat, p. 74"
    )
    game.ruling("p. 74", f"{a.name} twists in the air and lands it: the fall counts 20' shorter")
    return max(0, feet - SHORTER)


def drop(interaction: Interaction) -> int:
    """The feet of the drop on purpose ``interaction`` makes on success (0: none)."""
    return sum(o.count for o in interaction.on_success if isinstance(o, Fall) and o.prepared)


def lander(game: Table, interaction: Interaction) -> str | None:
    """Who the GM sends on a drop on purpose when the player names no one (policy): the first
    in marching order who can use Acrobat, ready to land it 20' shorter (p. 74); None when
    ``interaction`` is no drop or no acrobat can."""
    if not drop(interaction):
        return None
    return next(
        (a.id for a in game.guild.in_marching_order() if a.active and scales(a)),
        None,
    )


def spares(feet: int, outcome: Outcome | None) -> bool:
    """Whether counting a fall 20' shorter spares the faller a Wound (p. 96)."""
    return (
        falling.damage(feet, outcome).wounds
        > falling.damage(max(0, feet - SHORTER), outcome).wounds
    )


def scales(a: Adventurer) -> bool:
    """Whether ``a`` climbs a fight's perch as easily as walking (p. 74): the talent usable."""
    return training.usable(a, TALENT)


def climbed(game: Table, who: str, perch: str) -> None:
    """``who`` climbs up onto ``perch`` in a fight: as an acrobat, the talent is used (and paid
    for in training); anyone else climbed it by the book's way (p. 110)."""
    a = game.guild.adventurer(who)
    if scales(a):
        training.use(game, who, TALENT)
        game.ruling(
            "p. 74", f"{a.name} scampers up {perch.removeprefix('atop ')} like walking (Acrobat)"
        )
    else:
        game.ruling(perch_policy.PAGE, f"{a.name} climbs up, both hands free")
