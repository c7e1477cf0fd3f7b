"""An elemental's home element in a fight (pp. 247, 268, 285): Elemental Immunity turns
aside harm of its own element, Elemental Travel and the kelpie's Water Horse Move it 1 zone
a turn without a card through zones that hold its element. Its element and the zones' are
the policy ``worm.gm.elements``.

The stand-in monster fights as the book's goblins given the note under test and the id and
name of a creature of the seeds; seed 5's guild is Patty, Offa and Svein, all in zone 0.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, take
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
    rulings,
)
from tests.unit.engine.test_vulnerable import struck_by_fire
from worm import tarot
from worm.engine import antagonists, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import aloft as reach
from worm.engine.actions import bonding_back, catalogue, pentacles
from worm.engine.actions import holds as holding
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import elements
from worm.model.challenge import GM, Declared
from worm.rules import aloft
from worm.rules import holds as rules_holds


def theme_note(game: Game, name: str):  # type: ignore[no-untyped-def]
    return next(n for n in game.pack.themes["elemental"].notes if n.name == name)


def furnish(game: Game, pieces: dict[int, tuple[str, ...]]) -> None:
    ch = game.challenge
    game.challenge = replace(
        ch, zones=tuple(replace(z, scenery=pieces.get(z.id, z.scenery)) for z in ch.zones)
    )


def across(game: Game) -> tuple[int, str]:
    """The band one zone from the guild; returns that zone and the band's key."""
    ch = game.challenge
    start = next(z.id for z in ch.zones if 0 in z.neighbours)
    band = ch.side("foes")[0]
    game.challenge = ch.with_fighter(replace(band, zone=start))
    give(game, GM, "The Magician")
    return start, band.key


@pytest.mark.parametrize(
    ("pools", "moved"),
    [("both", True), ("its own zone only", False), ("none", False)],
)
def test_a_kelpie_in_water_closes_one_zone_without_a_card(
    fighting_as,  # noqa: F811
    pools: str,
    moved: bool,
) -> None:
    """p. 268: in water a kelpie Moves 1 zone a turn without spending a card; it travels
    through water, so the zone it goes to must hold water too (policy)."""
    game = ready()
    assert game.level.seed.shape != "water"  # else every zone holds water
    fighting_as(notes=(note(game, "kelpie", "Water Horse"),), id="kelpies", name="Kelpies")
    start, key = across(game)
    wet = {"both": (0, start), "its own zone only": (start,), "none": ()}[pools]
    furnish(game, {z.id: ("shallow_pool",) if z.id in wet else () for z in game.challenge.zones})
    mark = len(game.log.events)
    antagonists._fleet(game, "foes")
    assert game.challenge.fighter(key).zone == (0 if moved else start)
    assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),)
    assert bool(rulings(game.log.events[mark:], "p. 268")) == moved


def test_elemental_travel_moves_a_creature_of_earth_through_rubble(fighting_as) -> None:  # noqa: F811
    """p. 247: a gargoyle (earth, policy) in its surroundings Moves 1 zone for free."""
    game = ready()
    fighting_as(notes=(theme_note(game, "Elemental Travel"),), id="gargoyles", name="Gargoyles")
    start, key = across(game)
    furnish(game, {0: ("heap_of_rubble",), start: ("stalactites",)})
    antagonists._fleet(game, "foes")
    assert game.challenge.fighter(key).zone == 0


def test_the_winter_wolf_walks_on_water_but_moves_no_zone_for_free(fighting_as) -> None:  # noqa: F811
    """p. 285: the winter wolf's Elemental Travel lets it walk on water and mist; it gives
    no free Move."""
    game = ready()
    fighting_as(
        notes=(note(game, "winter_wolf", "Elemental Travel"),), id="winter_wolf", name="Wolf"
    )
    start, key = across(game)
    furnish(game, {0: ("shallow_pool",), start: ("floor_fog",)})
    antagonists._fleet(game, "foes")
    assert game.challenge.fighter(key).zone == start


def test_a_creature_of_fire_takes_nothing_from_fire(fighting_as) -> None:  # noqa: F811
    """p. 247: a salamander cannot be burned; the oil elementals are of fire (policy)."""
    game = ready()
    immunity = theme_note(game, "Elemental Immunity")
    fighting_as(notes=(immunity,), id="oil_elementals", name="Oil Elementals")
    mark = len(game.log.events)
    assert struck_by_fire(game) == 0
    assert rulings(game.log.events[mark:], "p. 247")


def test_a_creature_of_earth_is_burned_by_fire(fighting_as) -> None:  # noqa: F811
    game = ready()
    immunity = theme_note(game, "Elemental Immunity")
    fighting_as(notes=(immunity,), id="gargoyles", name="Gargoyles")
    assert struck_by_fire(game) == 1


def test_the_home_element_by_the_creatures_words_and_its_level() -> None:
    """Policy ``worm.gm.elements``: the entry's words first, then a water level's water."""
    assert elements.home("kelpies", "Kelpies", "halls") == "water"
    assert elements.home("dryads", "Dryads", "water") == "wood"
    assert elements.home("vodyanoy", "Vodyanoy", "caverns") == "water"
    assert elements.home("polytechnic_polyspores", "Polytechnic Polyspores", "halls") == "earth"
    assert elements.home("the_fruiting_mother", "The Fruiting Mother", "caverns") == "earth"
    assert elements.home("flower_fairies", "Flower Fairies", "water") == "wood"
    assert elements.home("the_maimed_mermaid", "The Maimed Mermaid", "water") == "water"
    assert elements.home("sirens", "Sirens", "water") == "water"
    assert elements.home("nothing_said", "Nothing Said", "water") == "water"
    assert elements.home("nothing_said", "Nothing Said", "halls") is None
    assert elements.at_home("ice", ("shallow_pool",), "halls")
    assert not elements.at_home("fire", ("shallow_pool",), "halls")


# --- Elemental Meld (p. 274) ---------------------------------------------------------------------


def melding(fighting_as, zone_holds: tuple[str, ...]) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    """Dryads (wood, policy) down to 1 Health in zone 0 with the guild, the zone holding
    ``zone_holds``; the GM holds The Magician and The Empress."""
    game = ready()
    fighting_as(notes=(note(game, "nymph", "Elemental Meld"),), id="dryads", name="Dryads")
    furnish(game, {0: zone_holds})
    band = game.challenge.fighter(foe(game))
    body = band.parts[0]
    game.challenge = game.challenge.with_fighter(replace(band, parts=(replace(body, health=1),)))
    give(game, GM, "The Magician", "The Empress")
    return game


def test_a_threatened_dryad_steps_into_her_wood_and_cannot_be_aimed_at(fighting_as) -> None:  # noqa: F811
    """p. 274: as a miscellaneous action (any card; policy: at half Health or less, her
    lowest) a nymph steps into her element where her zone holds it, hidden: a blade is
    refused; her next act brings her out."""
    game = melding(fighting_as, ("bookshelves",))
    mark = len(game.log.events)
    declared = antagonists.turn(game, "foes")
    assert declared is not None and declared.doom == aloft.MELD
    antagonists.play(game, declared)
    assert aloft.SHROUD in game.challenge.fighter(foe(game)).effects
    assert rulings(game.log.events[mark:], "p. 274")
    patty = game.challenge.fighter(member(game, "Patty"))
    with pytest.raises(IllegalCommand, match="Shrouded"):
        reach.refuse(game, patty, game.challenge.fighter(foe(game)), "Attack", "")
    assert reach.solid(game, "foes", "Move", ())
    assert aloft.SHROUD not in game.challenge.fighter(foe(game)).effects


def test_a_dryad_with_no_wood_in_her_zone_cannot_meld(fighting_as) -> None:  # noqa: F811
    game = melding(fighting_as, ("shallow_pool",))
    declared = antagonists.turn(game, "foes")
    assert declared is None or declared.doom != aloft.MELD


# --- Bonding Back (the kelpie, p. 268) -----------------------------------------------------------


def roughhoused(game: Game, who: str, card: str) -> None:
    """``who`` Roughhouses the band with ``card`` (Trip), resolved at once."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    d = Declared(who, "guild", "Roughhouse", drawn, targets=((foe(game), 1),), option="trip")
    pentacles.roughhouse(game, game.challenge.fighter(who), d, catalogue.spec("Roughhouse"))


@pytest.mark.parametrize("card", ["King of Pentacles", "Ace of Cups"], ids=["lands", "misses"])
def test_hands_on_a_kelpie_are_glued_to_its_back(fighting_as, card: str) -> None:  # noqa: F811
    """p. 268: whoever touches a kelpie's mane is Rooted to its back, landing or not
    (policy: any Roughhouse on it); a Recover sheds it."""
    game = ready()
    fighting_as(notes=(note(game, "kelpie", "Bonding Back"),), id="kelpies", name="Kelpies")
    patty = member(game, "Patty")
    mark = len(game.log.events)
    roughhoused(game, patty, card)
    assert game.challenge.held[patty] == (foe(game), rules_holds.BONDING)
    assert "root" in game.challenge.fighter(patty).effects
    assert rulings(game.log.events[mark:], "p. 268")
    holding.shed(game, game.challenge.fighter(patty), "root")
    assert patty not in game.challenge.held
    assert "root" not in game.challenge.fighter(patty).effects


def test_a_roughhouse_on_a_creature_without_the_mane_holds_no_one(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=(), id="kelpies", name="Kelpies")
    patty = member(game, "Patty")
    roughhoused(game, patty, "King of Pentacles")
    assert patty not in game.challenge.held


@pytest.mark.parametrize("water", [True, False], ids=["in water", "on dry floor"])
def test_one_glued_to_a_kelpie_in_water_begins_the_turn_under_it(
    fighting_as,  # noqa: F811
    water: bool,
) -> None:
    """p. 268: the kelpie plunges with its rider (policy: whenever its zone holds water);
    one who begins their turn under the water takes 1 Piercing Wound."""
    game = ready()
    assert game.level.seed.shape != "water"
    fighting_as(notes=(note(game, "kelpie", "Bonding Back"),), id="kelpies", name="Kelpies")
    furnish(game, {0: ("murky_water",) if water else ()})
    patty = member(game, "Patty")
    roughhoused(game, patty, "Ace of Cups")
    mark = len(game.log.events)
    bonding_back.plunge(game, patty)
    hits = [
        e
        for e in game.log.events[mark:]
        if isinstance(e, ev.Wound) and e.who == game.guild.adventurer(patty).name
    ]
    assert len(hits) == (1 if water else 0)
    assert all(e.piercing for e in hits)


@pytest.mark.parametrize("water", [True, False], ids=["in water", "on dry floor"])
def test_the_bot_glued_to_a_kelpie_under_water_recovers(
    fighting_as,  # noqa: F811
    water: bool,
) -> None:
    """Policy (``worm.engine.skirmish``): held by what it can hurt, the bot fights on; glued
    to a kelpie under the water (p. 268) it Recovers, so as not to drown."""
    game = ready()
    fighting_as(notes=(note(game, "kelpie", "Bonding Back"),), id="kelpies", name="Kelpies")
    furnish(game, {0: ("murky_water",) if water else ()})
    patty = member(game, "Patty")
    roughhoused(game, patty, "Ace of Cups")
    give(game, patty, "Two of Swords", "Nine of Cups")
    ch = game.challenge
    steady = skirmish.Skirmisher()._steady(game, ch, ch.fighter(patty), list(ch.hand(patty)))
    recovers = isinstance(steady, cmd.Play) and steady.action == "Recover"
    assert recovers == water
