"""Growth and loss in the City (pp. 28, 33, 38–39): the guild's quest gives everyone 3 XP when
declared and again when completed; a retiree leaves one gift per 10 XP; a newcomer joins with
Bonds, the gifts and 3 XP for joining the quest. Every XP move is an ``xp`` event."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import invariants
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import retirement as policy
from worm.model.adventurer import Talent
from worm.rules import arete

from .test_city import sheet, surfaced
from .test_crawl import WALK, below


def gains(events: list[ev.Event]) -> list[tuple[str, int, str]]:
    return [(e.who, e.change, e.reason) for e in events if isinstance(e, ev.Xp)]


def test_completing_the_quest_gives_everyone_three_xp_and_another_can_be_declared() -> None:
    game = surfaced()
    before = {a.id: a.xp for a in game.guild.adventurers}
    assert game.guild.quest is not None  # declared when the guild was made
    events = game.execute(cmd.Quest(done=True))
    assert [c for _, c, _ in gains(events)] == [3, 3, 3]
    assert game.guild.quest is None
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 33" for e in events)
    a2 = game.guild.adventurer("a2")
    events = game.execute(cmd.Quest(who="a2"))
    assert game.guild.quest == a2.quest
    assert {a.id: a.xp for a in game.guild.adventurers} == {k: v + 6 for k, v in before.items()}
    assert all(reason.endswith("quest declared, p. 33") for _, _, reason in gains(events))


def test_one_quest_at_a_time_and_none_to_complete_are_refused() -> None:
    game = surfaced()
    with pytest.raises(IllegalCommand, match="one at a time"):
        game.execute(cmd.Quest(who="a2"))
    game.execute(cmd.Quest(done=True))
    with pytest.raises(IllegalCommand, match="no quest to complete"):
        game.execute(cmd.Quest(done=True))


def test_quests_and_retiring_are_city_business() -> None:
    game = below(WALK)
    for command in (cmd.Quest(done=True), cmd.Retire(who="a1"), cmd.Recruit()):
        with pytest.raises(IllegalCommand, match="City Phase"):
            game.execute(command)


def test_a_retiree_with_23_xp_leaves_two_gifts_for_the_newcomer() -> None:
    """p. 38: one gift per whole 10 XP; the gifts master talents in training (policy)."""
    game = surfaced()
    sheet(game, "a1", xp=23)
    name = game.guild.adventurer("a1").name
    game.execute(cmd.Retire(who="a1"))
    ids = [a.id for a in game.guild.adventurers]
    assert ids == ["a2", "a3"] and game.guild.gifts == 2 and game.guild.retired == (name,)
    assert all(b.target != "a1" for a in game.guild.adventurers for b in a.bonds)
    events = game.execute(cmd.Recruit(path="cups"))
    newcomer = game.guild.adventurers[-1]
    assert newcomer.path == "cups" and newcomer.id not in ids
    mastered = [t for t in newcomer.talents if t.state == "mastered"]
    assert len(mastered) == 2 + 2  # kin talent, the path talent quick creation masters, 2 gifts
    assert game.guild.gifts == 0
    assert gains(events) == [(newcomer.name, 3, "joined the guild's quest, p. 39")]
    assert [b.target for b in newcomer.bonds] == ["a2", "a3"]
    assert invariants.state(game) == []


def test_the_last_adventurer_cannot_retire_and_the_dead_cannot() -> None:
    game = surfaced()
    dead = game.guild.adventurer("a1").conditions.model_copy(update={"dead": True})
    sheet(game, "a1", conditions=dead)
    with pytest.raises(IllegalCommand, match="dead"):
        game.execute(cmd.Retire(who="a1"))
    game.execute(cmd.Retire(who="a2"))
    with pytest.raises(IllegalCommand, match="whole guild"):
        game.execute(cmd.Retire(who="a3"))  # a1 is dead: a3 is all the guild has left


def test_a_newcomer_takes_the_path_the_guild_lacks_and_no_name_twice() -> None:
    game = surfaced()
    paths = {a.path for a in game.guild.adventurers}
    lacking = policy.newcomer_path(game.guild)
    game.execute(cmd.Recruit())
    newcomer = game.guild.adventurers[-1]
    assert newcomer.path == lacking and lacking not in paths
    firsts = [a.name.split()[0] for a in game.guild.adventurers]
    assert len(set(firsts)) == len(firsts)


def test_the_same_seed_recruits_the_same_newcomer() -> None:
    one, two = surfaced(), surfaced()
    one.execute(cmd.Recruit())
    two.execute(cmd.Recruit())
    assert one.guild.adventurers[-1] == two.guild.adventurers[-1]


def test_the_third_arete_mark_teaches_the_kin_arete_talent() -> None:
    game = Game.new(2)
    a = game.guild.adventurers[0]
    talent = game.pack.kins[a.kin].arete_talent
    a = arete.check(arete.check(a, game.pack, 0), game.pack, 2)
    assert a.arete == (True, False, True) and a.talent(talent) is None
    with pytest.raises(IllegalCommand, match="already"):
        arete.check(a, game.pack, 2)
    a = arete.check(a, game.pack)
    assert a.talent(talent) == Talent(id=talent, state="mastered")


def test_the_bot_retires_a_broken_adventurer_and_recruits_to_three_before_upkeep() -> None:
    """Policy (pp. 38–39): a1 came back Injured with a Wounded talent and retires; a3 died;
    two newcomers join, so three living go down again, each with upkeep paid."""
    game = surfaced(gold=(60, 60, 0))
    a1 = game.guild.adventurer("a1")
    broken = a1.conditions.model_copy(
        update={"injured": True, "wounded_talents": (a1.talents[0].id,)}
    )
    sheet(game, "a1", conditions=broken, xp=10)
    dead = game.guild.adventurer("a3").conditions.model_copy(update={"dead": True})
    sheet(game, "a3", conditions=dead)
    bot = Autoplay()
    sent = []
    while (command := bot.next(game)) is not None:
        sent.append(command)
        game.execute(command)
    assert sent[:3] == [cmd.Retire(who="a1"), cmd.Recruit(), cmd.Recruit()]
    living = [a for a in game.guild.adventurers if not a.conditions.dead]
    assert len(living) == 3 and "a1" not in {a.id for a in living}
    assert all(game.city is not None and game.city.tier_of(a.id) for a in living)
    newcomer = game.guild.adventurers[-2]  # the first to join took the retiree's one gift
    assert sum(t.state == "mastered" for t in newcomer.talents) == 3


# --- Death's Door at the surface (pp. 126, 154) --------------------------------------------


def carried_out() -> Game:
    """a2 is carried out of seed 2's entrance room at Death's Door, 200 gold in a1's purse."""
    game = below(WALK)
    hurt = game.guild.adventurer("a2").conditions.model_copy(
        update={"injured": True, "deaths_door": True}
    )
    sheet(game, "a2", conditions=hurt)
    sheet(game, "a1", gold=400)
    events = game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    assert any(
        isinstance(e, ev.Gm) and e.rule == "p. 126" and "lingers one watch" in e.why for e in events
    )
    return game


def test_luxurious_upkeep_heals_one_carried_out_at_deaths_door() -> None:
    game = carried_out()
    events = game.execute(cmd.Upkeep(who="a2", tier="luxurious", payer="a1"))
    saved = [
        e for e in events if isinstance(e, ev.Condition) and "Death's Door cleared" in e.change
    ]
    assert [e.who for e in saved] == [game.guild.adventurer("a2").name]
    a2 = game.guild.adventurer("a2").conditions
    assert not (a2.deaths_door or a2.dead or a2.injured)
    game.execute(cmd.Upkeep(who="a1", tier="common"))
    game.execute(cmd.Upkeep(who="a3", tier="destitute"))
    game.execute(cmd.Delve())
    assert not game.guild.adventurer("a2").conditions.dead


def test_one_left_at_deaths_door_under_cheaper_lodging_dies_when_the_guild_goes_down() -> None:
    game = carried_out()
    for who in ("a1", "a2", "a3"):
        game.execute(cmd.Upkeep(who=who, tier="destitute"))
    assert game.guild.adventurer("a2").conditions.deaths_door
    events = game.execute(cmd.Delve())
    a2 = game.guild.adventurer("a2")
    assert a2.conditions.dead and not a2.conditions.deaths_door
    assert any(
        isinstance(e, ev.Condition) and e.who == a2.name and e.change == "dead" for e in events
    )
    assert not any(
        "rises as" in e.why or "a zombie" in e.why for e in events if isinstance(e, ev.Gm)
    )


def test_a_recruit_takes_the_xp_a_funeral_kept() -> None:
    """p. 158: the XP a funeral keeps goes to the next adventurer to join (p. 39), once."""
    game = surfaced()
    game.guild = game.guild.model_copy(update={"bequest": 4})
    events = game.execute(cmd.Recruit())
    newcomer = game.guild.adventurers[-1]
    assert (newcomer.name, 4, "kept by a funeral for the next recruit, p. 158") in gains(events)
    assert game.guild.bequest == 0


def test_one_who_retires_while_counted_at_deaths_door_leaves_the_count_too() -> None:
    """A retiree leaves every record of the guild: the next watch below no longer counts them
    at Death's Door (the bot's campaign on seed 11 could not delve again)."""
    game = surfaced()
    game.dying = (("a2", 1),)
    game.execute(cmd.Retire(who="a2"))
    assert game.dying == ()
    game.dying = (("a2", 1),)  # a save from before the fix: the watch skips them all the same
    events = game.execute(cmd.Delve())
    assert game.phase != "city"
    assert not any(isinstance(e, ev.Refused) for e in events)


def test_a_funeral_gives_its_xp_to_the_newcomer_who_took_the_dead_ones_place() -> None:
    """pp. 39, 126, 158: the dead one's player's new adventurer keeps part of the XP; held for
    the next recruit only while nobody has taken the dead one's place."""
    game = surfaced(gold=(300, 0, 0))
    dead = game.guild.adventurer("a3")
    game.guild = game.guild.with_adventurer(
        dead.model_copy(
            update={"xp": 5, "conditions": dead.conditions.model_copy(update={"dead": True})}
        )
    )
    game.execute(cmd.Recruit())
    heir = game.guild.adventurers[-1]
    assert game.guild.heirs == (("a3", heir.id),)
    for who in ("a1", "a2", heir.id):
        game.execute(cmd.Upkeep(who=who, tier="destitute"))
    before = game.guild.adventurer(heir.id).xp
    events = game.execute(cmd.CityAct(who="a1", action="funeral", what="a3", amount=2))
    assert game.guild.adventurer(heir.id).xp == before + 2
    assert (heir.name, 2, f"{dead.name}'s funeral, p. 158") in gains(events)
    assert game.guild.bequest == 0
