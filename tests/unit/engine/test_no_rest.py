"""No rest for the wicked (p. 140): a fight in the Camp at night starts as the guild was found.

Caught asleep (the guard's Cups test failed), nobody wears armor and nobody holds a weapon or a
shield; raised by the alarm in time, each has had one step to prepare (policy
``worm.gm.no_rest``: the arms they carry in hand, else their armor).
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import no_rest, wounds
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.model.challenge import evolve
from worm.rules import durability
from worm.text import fight

from .test_camp import camp_game, encounters_unmarked, mute_encounter, of, quiet_supper
from .test_crawl import stack


def night_fight(guard_card: str) -> Game:
    """A Camp whose night brings a fight, the guard drawing ``guard_card`` for Cups."""
    game = camp_game()
    encounters_unmarked(game)
    quiet_supper(game)
    game.execute(cmd.Camp())
    stack(game, major=[mute_encounter(game)], minor=["Two of Cups", guard_card])
    game.execute(cmd.CampOn())
    if game.pending is not None:
        game.execute(cmd.AcceptFate())
    game.execute(cmd.Fight())
    assert game.phase == "challenge" and game.challenge is not None
    return game


def armed(game: Game, who: str) -> bool:
    a = game.guild.adventurer(who)
    held = [game.pack.items[c.item] for c in a.inventory.slots("hands") if c is not None]
    return any(i.weapon is not None or "shield" in i.tags for i in held)


def marks(game: Game, who: str) -> set[str]:
    assert game.challenge is not None
    return set(game.challenge.fighter(who).effects) & {no_rest.UNARMORED, no_rest.DISARM}


def test_a_guild_caught_asleep_fights_unarmored_and_empty_handed() -> None:
    game = night_fight("Two of Swords")  # Cups 1–4 + 2: the guard nods off
    assert game.camp is not None and game.camp.surprised
    ids = [a.id for a in game.guild.adventurers if a.active]
    assert any(armed(game, who) for who in ids), "someone carries arms in hand"
    for who in ids:
        want = {no_rest.UNARMORED} | ({no_rest.DISARM} if armed(game, who) else set())
        assert marks(game, who) == want, who


def test_armor_left_off_takes_no_wound() -> None:
    game = night_fight("Two of Swords")
    a = next(
        a
        for a in game.guild.adventurers
        if a.active and durability.protection(a.inventory, game.pack.items)
    )  # precondition: someone owns armor or a shield that could take a Notch
    mark = len(game.log.events)
    wounds.wound(game, a, cause="a blow in the dark")
    (taken,) = of(game.log.events[mark:], ev.Wound)
    assert taken.taken_as != "armor", "no armor is worn by one caught asleep (p. 140)"


def test_the_alarm_in_time_gives_one_step_to_prepare() -> None:
    game = night_fight(
        "Ten of Swords"
    )  # the guard raises the alarm; the foes are surprised, and fought
    assert game.camp is not None and not game.camp.surprised
    for a in game.guild.adventurers:
        if a.active:
            want = {no_rest.UNARMORED} if armed(game, a.id) else set()
            assert marks(game, a.id) == want, a.id  # arms taken up, armor left off, or armor on
    assert any(g.rule == "p. 140" and "brief time" in g.why for g in of(game.log.events, ev.Gm))


def test_a_fight_outside_the_camp_starts_armed_and_armored() -> None:
    game = night_fight("Ten of Swords")
    assert game.challenge is not None
    game.camp = None  # the same fight met below, not in a Camp
    game.challenge = game.challenge.with_fighter(
        evolve(game.challenge.fighter("a1"), effects=frozenset())
    )
    no_rest.woken(game)
    assert marks(game, "a1") == set()


def test_the_text_game_says_who_has_no_armor_on() -> None:
    game = night_fight("Two of Swords")
    assert game.challenge is not None
    fighter = game.challenge.fighter("a1")
    assert armed(game, "a1")  # precondition: a1 carries arms in hand
    words = fight.state_words(game, game.challenge, fighter, fighters.suffered(game, fighter))
    assert "no armor on" in words and "Disarm" in words
