"""Where a City Action can still be done (p. 157; Appendix D, p. 296): a district burnt down by
a carouser's dare (Hangover XX) closes for the rest of the City Phase, and one an adventurer is
banned from (Hangover VIII) closes to them while the ban lasts. The action is done in another
district of this City that hosts it (policy ``worm.gm.hangover.RUINS``), or is refused."""

from __future__ import annotations

from worm.content.city_actions import CityAction
from worm.engine import districts
from worm.engine.table import Table
from worm.gm import hangover as policy
from worm.model.adventurer import Adventurer
from worm.model.city_map import Quarter

SERVICE = {
    "bank": "banking",
    "beg": "beg_and_busk",
    "commission": "commission_craft",
    "funeral": "hold_a_funeral",
    "components": "prepare_components",
}
"""A standard City Action's id as districts.toml's ``hosts`` name it (the rest are the same)."""


def homes(game: Table, action: CityAction) -> tuple[Quarter, ...]:
    """The districts of this City where ``action`` is done: a district's own special action in
    its district only, a standard one in every district that hosts it (p. 296)."""
    town = districts.city_of(game)
    name = action.name.lower()
    own = tuple(
        q
        for q in town.districts
        if any(n.lower() == name for n in game.pack.districts[q.id].actions)
    )
    if own:
        return own
    service = SERVICE.get(action.id, action.id)
    return tuple(q for q in town.districts if service in game.pack.districts[q.id].hosts)


def closed(game: Table, who: str) -> dict[str, str]:
    """The districts closed to ``who``, each with why: burnt down this phase, or banned."""
    shut: dict[str, str] = {}
    for mark in game.guild.adventurer(who).aftermath:
        if mark.id == "banned" and mark.district is not None:
            shut[mark.district] = "banned"
    if game.city is not None:
        for district in game.city.burnt:
            shut[district] = "burnt down"
    return shut


def where(game: Table, a: Adventurer, action: CityAction) -> Quarter | None:
    """The first district still open to ``a`` where ``action`` is done (None: none is)."""
    shut = closed(game, a.id)
    return next((q for q in homes(game, action) if q.id not in shut), None)


def why_closed(game: Table, a: Adventurer, action: CityAction) -> str | None:
    """Why ``a`` cannot do ``action`` anywhere in this City now (None: somewhere is open)."""
    found = homes(game, action)
    if not found or where(game, a, action) is not None:
        return None
    shut = closed(game, a.id)
    told = "; ".join(f"{q.name} is {_said(shut[q.id], a)}" for q in found)
    return f"{action.name} cannot be done: {told} ({policy.PAGE})"


def _said(why: str, a: Adventurer) -> str:
    return f"closed to {a.name}, who is banned from it" if why == "banned" else why
