"""The districts of the City in play (Appendix D, pp. 290–296): which district an action or
service happens in (``where``), and the gate the guild comes back through (``gate_in``)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.gen import city as city_gen
from worm.gm import gates
from worm.model.city_map import CityMap, Gate, Quarter


def city_of(game: Table) -> CityMap:
    """This game's City, made from the seed if the game has none yet (an old save)."""
    if game.city_map is None:
        game.city_map = city_gen.generate(game.seed, game.pack)
    return game.city_map


def where(game: Table, action: str) -> Quarter | None:
    """The district of this City where ``action`` is done (p. 296): a special City Action's
    own district, else the first one laid that is a home for a standard City Action or service
    ("banking", "carouse", "market", "temple" …); None for a special action of a district this
    City lacks."""
    return city_gen.where(city_of(game), game.pack, action)


def gate_in(game: Table, level: int) -> Gate:
    """The gate the guild walks in by, coming up out of ``level`` (policy ``worm.gm.gates``),
    ruled and told."""
    gate, why = gates.returning(city_of(game), level)
    game.ruling(gates.PAGE, why)
    game.log.emit(ev.Narration, text=f"The guild comes back into the City by {gate.name}.")
    return gate


def names(game: Table) -> str:
    """The districts of this City, for the City's status line."""
    city = city_of(game)
    return ", ".join(q.name for q in city.districts)
