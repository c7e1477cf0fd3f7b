"""Policy (pp. 247, 268, 274, 285): an elemental's home element, and which of a fight's
zones hold which element.

The book ties an elemental to "their chosen element" and "their natural environment" and
leaves the reading to the GM. worm's GM reads the creature's id and name for words that name
an element (``WORDS``: a kelpie, a mermaid, a siren or a nereid is of water; a dryad or a
flower thing of wood; an oread, a gargoyle or a fungus of earth; a winter wolf of ice; an oil
elemental or a salamander of fire; a harpy or an aurea of air). A creature that names none
takes its level's: a water level's creatures are of water. Otherwise it has no home element,
and its element's notes have nothing to act on.

A zone holds an element when a piece of its scenery does (``SCENERY``: a shallow pool is
water, braziers of coals fire, floor fog mist …), and every zone of a water level holds water.
A creature of ice walks its water and mist as its own (the winter wolf's Elemental Travel,
p. 285).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Literal

Element = Literal["water", "fire", "ice", "mist", "air", "earth", "wood"]

PAGE: Final = "p. 247"
WORDS: Final[tuple[tuple[str, Element], ...]] = (
    ("kelpie", "water"),
    ("mermaid", "water"),
    ("siren", "water"),
    ("nereid", "water"),
    ("finfolk", "water"),
    ("vodyanoy", "water"),
    ("salt_serpent", "water"),
    ("huldra", "water"),
    ("winter_wolf", "ice"),
    ("oil_elemental", "fire"),
    ("salamander", "fire"),
    ("ember", "fire"),
    ("dryad", "wood"),
    ("flower", "wood"),
    ("tree", "wood"),
    ("oread", "earth"),
    ("gargoyle", "earth"),
    ("mushroom", "earth"),
    ("fung", "earth"),
    ("spore", "earth"),
    ("fruiting", "earth"),
    ("harpy", "air"),
    ("harpies", "air"),
    ("aurea", "air"),
)
"""Words of a creature's id, and the element each names (policy above), first match wins."""

SCENERY: Final[dict[str, frozenset[Element]]] = {
    "shallow_pool": frozenset({"water"}),
    "murky_water": frozenset({"water"}),
    "roaring_waterfall": frozenset({"water"}),
    "fountains": frozenset({"water"}),
    "sucking_mud": frozenset({"water", "earth"}),
    "icy_floors": frozenset({"ice"}),
    "braziers_of_coals": frozenset({"fire"}),
    "bubbling_cauldron": frozenset({"fire"}),
    "scalding_steam": frozenset({"fire", "mist"}),
    "floor_fog": frozenset({"mist"}),
    "ceiling_smoke": frozenset({"mist"}),
    "shrieking_wind": frozenset({"air"}),
    "heap_of_rubble": frozenset({"earth"}),
    "stalactites": frozenset({"earth"}),
    "quaking_floors": frozenset({"earth"}),
    "collapsed_obelisk": frozenset({"earth"}),
    "tables_and_chairs": frozenset({"wood"}),
    "bookshelves": frozenset({"wood"}),
    "rotting_scaffold": frozenset({"wood"}),
    "stacked_barrels": frozenset({"wood"}),
}
"""The elements a piece of scenery (assets/scenery.toml) puts in its zone."""

KIN: Final[dict[Element, frozenset[Element]]] = {"ice": frozenset({"ice", "water", "mist"})}
"""What a creature of an element moves through as its own, beside the element itself."""


def home(creature: str, name: str, shape: str) -> Element | None:
    """The home element of the creature ``creature`` called ``name`` on a level of ``shape``
    (policy above), or None."""
    words = f"{creature} {name.lower().replace(' ', '_')}"
    found = next((element for word, element in WORDS if word in words), None)
    if found is not None:
        return found
    return "water" if shape == "water" else None


def held(scenery: Iterable[str], shape: str) -> frozenset[Element]:
    """The elements a zone of ``scenery`` holds on a level of ``shape`` (policy above)."""
    out: set[Element] = {"water"} if shape == "water" else set()
    for piece in scenery:
        out |= SCENERY.get(piece, frozenset())
    return frozenset(out)


def at_home(element: Element, scenery: Iterable[str], shape: str) -> bool:
    """Whether a zone of ``scenery`` is a creature of ``element``'s own surroundings."""
    return bool(KIN.get(element, frozenset({element})) & held(scenery, shape))
