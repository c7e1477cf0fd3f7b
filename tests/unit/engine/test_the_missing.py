"""The missing of We're doomed! (p. 95) coming back: the ransomed bought back from the Olu
Gang at 1,000 gold per guild Fame, the captured freed when the guild beats or talks down the
creatures that took them, the lost met again as an encounter of their level's Meatgrinder."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.test_crawl import below, give, of, route_seed, stack
from tests.unit.engine.test_were_doomed import _doomed_with
from worm.engine import autoroster, city, city_events, ending, meet, restocking
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import lost
from worm.model.guild import Held

KING = "King of Cups"  # a doom card that leaves its drawer unscathed


def kept(card: str) -> tuple[Game, Held]:
    """Seed route_seed()'s guild doomed, the second in marching order drawing ``card``; the guild
    back in the City at upkeep (p. 148), and the one the dark kept."""
    game, _ = _doomed_with((KING, card, "King of Swords"))
    (held,) = game.guild.held
    assert game.phase == "city" and game.city is not None
    assert game.city.step == city.UPKEEP_STEP
    return game, held


def famous(game: Game, fame: int) -> None:
    game.guild = game.guild.model_copy(update={"deeds": tuple(f"deed {i}" for i in range(fame))})


def purses(game: Game, *gold: int) -> None:
    for a, coins in zip(game.guild.in_marching_order(), gold, strict=True):
        game.guild = game.guild.with_adventurer(a.model_copy(update={"gold": coins}))


def back(game: Game, held: Held) -> bool:
    """Whether ``held`` is on the roster again, and no longer missing."""
    names = [a.name for a in game.guild.in_marching_order()]
    return held.sheet.name in names and not game.guild.missing and not game.guild.held


def down_again(game: Game) -> None:
    """The guild delves again by the main entrance (its torches gutter there: no event),
    every Meatgrinder entry live."""
    for a in game.guild.adventurers:  # the dark took every light: new torches
        give(game, a.id, "torch", 2)
    stack(game, major=[1])
    game.execute(cmd.Delve())
    assert game.phase == "crawl" and game.depth == 1 and game.choice is None
    game.states[1] = replace(game.state, marked=frozenset())


# --- the ransomed (IX) --------------------------------------------------------------------------


def test_the_guild_buys_back_one_the_olu_gang_hold_at_1000_gold_per_fame() -> None:
    """p. 95: 1,000 gold per guild Fame; Fame 2 asks 2,000, paid from the fullest purse
    first (policy ``worm.gm.ransom``). The one bought back is on the roster, last in
    marching order, and pays upkeep as the rest (p. 154)."""
    game, held = kept("Nine of Cups")
    famous(game, 2)
    purses(game, 500, 1_800)
    first, second = game.guild.in_marching_order()
    events = game.execute(cmd.Ransom(who=held.sheet.name.split()[0]))
    assert back(game, held)
    assert game.guild.in_marching_order()[-1].name == held.sheet.name
    assert game.guild.adventurer(second.id).gold == 0  # 1,800 first
    assert game.guild.adventurer(first.id).gold == 300  # then 200 of 500
    paid = [(e.who, e.count) for e in of(events, ev.Item) if e.item == "gold"]
    assert paid == [(second.name, 1_800), (first.name, 200)]
    returned = game.guild.in_marching_order()[-1]
    assert game.city is not None and game.city.tier_of(returned.id) is None  # upkeep to pay
    assert city.living(game)[-1].id == returned.id


def test_one_bought_back_after_upkeep_pays_their_own_and_takes_a_city_action() -> None:
    """Policy (``worm.gm.ransom``): the Olu Gang are paid from upkeep on; bought back once
    the rest have paid (step 6), the one back pays a tier and takes a City Action too."""
    game, held = kept("Nine of Cups")
    famous(game, 1)
    purses(game, 700, 700)
    for a in game.guild.in_marching_order():
        game.execute(cmd.Upkeep(who=a.id, tier="destitute"))
    assert game.city is not None and game.city.step == city.ACTIONS_STEP
    game.execute(cmd.Ransom(who=held.sheet.name))
    assert back(game, held)
    returned = game.guild.in_marching_order()[-1]
    game.execute(cmd.Upkeep(who=returned.id, tier="destitute"))
    assert game.city.tier_of(returned.id) == "destitute"
    game.execute(cmd.CityAct(who=returned.id, action="beg"))
    assert game.city.action_of(returned.id) is not None


def test_a_ransom_the_guild_cannot_pay_is_refused_and_nothing_is_spent() -> None:
    game, held = kept("Nine of Cups")
    famous(game, 3)
    purses(game, 1_000, 1_999)
    before = game.guild
    with pytest.raises(IllegalCommand, match=r"3,000 gold .* 2,999 between them"):
        game.execute(cmd.Ransom(who=held.sheet.name))
    assert game.guild == before


def test_the_captured_and_the_lost_cannot_be_bought_from_the_olu_gang() -> None:
    game, held = kept("Eight of Cups")
    famous(game, 1)
    purses(game, 5_000, 5_000)
    with pytest.raises(IllegalCommand, match="not held for ransom"):
        game.execute(cmd.Ransom(who=held.sheet.name))
    assert game.guild.held == (held,)


# --- the captured (VIII) ------------------------------------------------------------------------


def talk_to(game: Game, creature: str) -> None:
    """The guild walks into the next room and the level's Meatgrinder sends a band of
    ``creature`` (pp. 90–91); a parley they hold open ends in peace, the guild let go its way
    (p. 100)."""
    card = next(
        e["card"]
        for e in restocking.entries(game.level, game.state)
        if e.get("creature") == creature and 16 <= e["card"] <= 20
    )
    stack(game, major=[card])
    events = game.execute(cmd.Go(to="102"))
    (met,) = [e for e in of(events, ev.Phase) if e.phase == "parley"]
    assert game.pack.monsters[creature].name in met.cause
    if game.phase == "parley":
        meet.settle(game, "they let the guild go its way")
    assert game.phase == "crawl" and game.meeting is None


def fight(game: Game, creature: str, how: str) -> None:
    """A band of ``creature`` falls on the guild (p. 87), and the fight ends ``how``."""
    meet.start(game, creature, 2, -1, hostile=True)
    game.follow_up()
    if game.challenge is None:
        game.execute(cmd.Fight())
    assert game.challenge is not None and game.meeting is not None
    ending.finish(game, how, "the fight ends")


def test_the_captured_are_freed_when_the_guild_parleys_with_their_captors() -> None:
    """p. 95: those who got away know where the captured are and what took them; a parley
    with that band that ends in peace frees them (policy ``worm.engine.missing``)."""
    game, held = kept("Eight of Cups")
    assert held.captor and held.depth == 1
    down_again(game)
    talk_to(game, held.captor)
    assert back(game, held)
    said = [g for g in of(game.log.events, ev.Gm) if f"let go of {held.sheet.name}" in g.why]
    assert len(said) == 1 and "parley" in said[0].why


@pytest.mark.parametrize("how", ["victory", "foes_surrender", "retreat", "defeat"])
def test_the_captured_are_freed_when_the_guild_beats_their_captors(how: str) -> None:
    """p. 95: beating the band that took them (a fight won, or its foes giving up) frees the
    captured; a fight the guild runs from or loses does not."""
    game, held = kept("Eight of Cups")
    down_again(game)
    fight(game, held.captor, how)
    freed = how in ("victory", "foes_surrender")
    assert back(game, held) is freed


def test_other_creatures_beaten_free_nobody() -> None:
    game, held = kept("Eight of Cups")
    down_again(game)
    others = [
        e["creature"]
        for e in restocking.entries(game.level, game.state)
        if e.get("creature") and 16 <= e["card"] <= 20 and e["creature"] != held.captor
    ]
    assert others, "route_seed()'s level 1 sends out more than one kind of creature"
    fight(game, others[0], "victory")
    assert game.guild.held == (held,)


# --- the lost (X) -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [lost.CARD, 16])
def test_the_lost_are_met_again_as_their_levels_last_wandering_encounter(card: int) -> None:
    """p. 95: the GM places the lost on the Meatgrinder table; met, they come back. Policy
    (``worm.gm.lost``): they stand in for XX on the level they were lost on; another card
    brings its creatures as ever."""
    game, held = kept("Ten of Cups")
    assert held.depth == 1
    down_again(game)
    stack(game, major=[card])
    events = game.execute(cmd.Go(to="102"))
    found = card == lost.CARD
    assert back(game, held) is found
    creatures = [e for e in of(events, ev.Phase) if e.phase in ("parley", "challenge")]
    assert (not creatures) is found  # met in place of the creatures
    if found:
        assert game.phase == "crawl"
        assert any(held.sheet.name in e.text for e in of(events, ev.Narration))


def test_the_lost_are_not_met_on_another_level() -> None:
    game, held = kept("Ten of Cups")
    game.guild = game.guild.model_copy(update={"held": (held.model_copy(update={"depth": 2}),)})
    down_again(game)
    stack(game, major=[lost.CARD])
    game.execute(cmd.Go(to="102"))
    assert game.guild.held and game.guild.missing


def test_the_seed_is_as_described() -> None:
    game = below(route_seed(), 6)
    assert len(game.guild.adventurers) == 3


# --- the autoplay guild (policy ``worm.gm.ransom.worth_paying``) --------------------------------


@pytest.mark.parametrize("short", [0, 1])
def test_the_bot_buys_one_back_when_upkeep_for_all_is_still_paid_after(short: int) -> None:
    """Fame 1 asks 1,000 gold; what is left must pay the cheapest upkeep that is not
    destitute (which Stresses, p. 154) for three: the two left and the one bought back."""
    game, held = kept("Nine of Cups")
    famous(game, 1)
    assert game.city is not None
    cheapest = min(t.cost for t in city_events.tiers(game.pack, game.city) if t.cost)
    purses(game, 1_000, 3 * cheapest - short)
    chosen = autoroster.next_change(game, set())
    pays = not short
    assert (chosen == cmd.Ransom(who=held.sheet.name)) is pays
    if chosen is not None and pays:
        game.execute(chosen)
        assert back(game, held)
