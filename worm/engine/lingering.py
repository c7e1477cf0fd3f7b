"""Death's Door at the surface (pp. 126, 154): one carried out of the Underworld at Death's
Door lingers a single watch. Policy: the City Phase is that watch. Luxurious upkeep, which
heals every Wound (p. 154), is a Heal and saves them (awake, Stressed, p. 126); cheaper lodging
heals no Death's Door, and whoever still lingers when the guild goes down again has died in the
City, where the dead stay at rest."""

from __future__ import annotations

from worm.engine import dying
from worm.engine.table import Table

UPKEEP = "upkeep"  # the cause named on the Condition event of a healing by lodging


def carried_out(game: Table) -> None:
    """On the guild's return: each one at Death's Door is named, with what can still save them
    (a ruling; nothing changes yet)."""
    for a in game.guild.in_marching_order():
        if a.conditions.deaths_door and not a.conditions.dead:
            game.ruling(
                "p. 126",
                f"{a.name} is carried out at Death's Door and lingers one watch, this City "
                "Phase: luxurious upkeep heals them (p. 154); anything less, and they die "
                "before the guild goes down",
            )


def lodged(game: Table, who: str, cause: str) -> None:
    """Lodging that heals every Wound (p. 154) is a Heal: at Death's Door it saves (p. 126)."""
    if game.guild.adventurer(who).conditions.deaths_door:
        dying.heal(game, who, "Death's Door", cause=cause)


def last_watch(game: Table) -> None:
    """The guild goes down and the watch is over (p. 126): who still lingers dies."""
    for a in game.guild.in_marching_order():
        if a.conditions.deaths_door and not a.conditions.dead:
            dying.kill(
                game,
                a,
                "Death's Door: no healing within the watch",
                f"{a.name} lingered at Death's Door through the City Phase and no one healed "
                "them: they die, and rest in the City's earth",
            )
            dying.died(game, a.id)
