"""A Camp Action taken as the City Action (p. 156), played by the Camp's rules (pp. 137–139);
which of them make sense in the City is policy (``worm.gm.city_actions.CAMP_IN_CITY``)."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.autocity import next_action
from worm.model.adventurer import Talent
from worm.rules import alchemy, pack_space

from .test_city import sheet
from .test_city_actions import city, refused
from .test_crawl import of


def learn(game: object, who: str, talent: str) -> None:
    a = game.guild.adventurer(who)  # type: ignore[attr-defined]
    sheet(game, who, talents=(*a.talents, Talent(id=talent, state="mastered")))  # type: ignore[arg-type]


def test_war_stories_told_in_the_city_take_the_city_action() -> None:
    """p. 156 with p. 71: a teller and each listener regain Resolve; the teller has acted."""
    game = city()
    learn(game, "a1", "war_stories")
    for who in ("a1", "a2", "a3"):
        sheet(game, who, resolve=1)
    events = game.execute(
        cmd.CityAct(who="a1", action="camp", what="use_a_talent", option="war_stories")
    )
    assert [game.guild.adventurer(w).resolve for w in ("a1", "a2", "a3")] == [2, 2, 2]
    assert [e.action for e in of(events, ev.CampAction)] == ["Use a Talent"]
    assert game.city is not None and game.camp is None
    assert game.city.action_of("a1") == "A Camp Action: Use a Talent"
    refused(game, cmd.CityAct(who="a1", action="beg"), "already taken a City Action")


def test_a_tinkers_kit_mends_a_notch_in_the_city() -> None:
    """p. 156 with p. 144: Use an Item in the City, the tinker's kit takes a Notch off."""
    game = city()
    a2 = game.guild.adventurer("a2")
    a2, _ = kit.gain(a2, "armor_iron", 1, game.pack)
    worn = next(c for c in a2.inventory.things() if c.item == "armor_iron")
    notched = worn.model_copy(update={"notches": 1})
    game.set_adventurer(
        a2.model_copy(update={"inventory": pack_space.replace(a2.inventory, notched)})
    )
    a3 = game.guild.adventurer("a3")
    if not kit.count(a3, "tinkers_kit"):
        a3, _ = kit.gain(a3, "tinkers_kit", 1, game.pack)
        game.set_adventurer(a3)
    game.execute(cmd.CityAct(who="a3", action="camp", what="use_an_item", option="tinkers_kit"))
    assert [c.notches for c in kit.find(game.guild.adventurer("a2"), "armor_iron")] == [0]


def test_the_camp_actions_about_the_underworld_are_refused() -> None:
    """Policy (p. 156): Hunt, Patrol, Scout Ahead, Update Maps stay at the Camp; Sneak's
    Infiltrate has no map in the City; an unknown action is named."""
    game = city()
    for action in ("hunt", "patrol", "scout_ahead", "update_maps"):
        refused(game, cmd.CityAct(who="a1", action="camp", what=action), "not to the City")
    learn(game, "a1", "sneak")
    refused(
        game,
        cmd.CityAct(who="a1", action="camp", what="use_a_talent", option="sneak"),
        "no use for Sneak in the City",
    )
    refused(game, cmd.CityAct(who="a1", action="camp", what="dance"), "name a Camp Action")


def test_train_with_a_guild_mate_spends_both_city_actions() -> None:
    """p. 156 with p. 139: the teacher spends their action too, and must still have it."""
    game = city(gold=(0, 100, 0))
    learn(game, "a2", "war_stories")
    sheet(game, "a1", xp=2)
    game.execute(cmd.CityAct(who="a3", action="beg"))
    refused(
        game,
        cmd.CityAct(who="a3", action="camp", what="train", partner="a1"),
        "already taken|cannot train",
    )
    game.execute(cmd.CityAct(who="a1", action="camp", what="train", option="war_stories"))
    assert game.city is not None
    assert game.city.action_of("a2") == "A Camp Action: Train"
    assert game.guild.adventurer("a1").talent("war_stories") is not None
    assert game.guild.adventurer("a1").xp == 1


def test_the_bot_brews_alchemy_in_the_city() -> None:
    """An alchemist with reagents brews them as a City Action (p. 156 with p. 79)."""
    game = city()
    learn(game, "a1", "alchemy")
    a1, _ = kit.gain(game.guild.adventurer("a1"), alchemy.KIT, 1, game.pack)
    a1, _ = kit.gain(a1, alchemy.REAGENT, 1, game.pack)
    bottled = next(c for c in a1.inventory.things() if c.item == alchemy.REAGENT)
    creature = sorted(game.pack.monsters)[0]
    inventory = pack_space.replace(a1.inventory, bottled.model_copy(update={"of": creature}))
    game.set_adventurer(a1.model_copy(update={"inventory": inventory}))
    taken = []
    while (command := next_action(game, set())) is not None:
        taken.append((command.who, command.action, command.what, command.option))
        game.execute(command)
    assert ("a1", "camp", "use_a_talent", "alchemy") in taken
    assert not alchemy.reagents(game.guild.adventurer("a1"))  # brewed
