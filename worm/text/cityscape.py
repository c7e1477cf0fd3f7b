"""The text game's words for the City of Appendix D (pp. 290–296): who rules, the gate the
guild came in by and the districts, in the ``city`` status; the whole map with ``city map``."""

from __future__ import annotations

from worm.engine import districts
from worm.engine.session import Game
from worm.gen import city_export


def lines(game: Game) -> list[str]:
    """Three lines for the ``city`` status: ruler, gate, districts by name."""
    city = districts.city_of(game)
    gate = game.city.gate if game.city is not None else None
    came = f" The guild came in by {gate}." if gate else ""
    return [
        f"Ruled by {city.ruler} (p. 291), from {city.seat}.{came}",
        f"Districts (p. 296): {districts.names(game)}. 'city map' shows where each lies.",
    ]


def listing(game: Game) -> str:
    """``city map``: the City's letter map, each district with what is done there, the gates,
    the rumours told of the districts and what each is like to walk through."""
    town = districts.city_of(game)
    told = [
        f"  {q.name}: {game.pack.districts[q.id].rumor}"
        for q in town.districts
        if game.pack.districts[q.id].rumor
    ]
    heard = ["Rumours in the streets (Appendix D):", *told] if told else []
    felt = [
        f"  {q.name}: {game.pack.districts[q.id].sensations}"
        for q in town.districts
        if game.pack.districts[q.id].sensations
    ]
    sensed = ["What each district is like to walk through (Appendix D):", *felt] if felt else []
    return "\n".join([city_export.text(town, game.pack).rstrip("\n"), *heard, *sensed])
