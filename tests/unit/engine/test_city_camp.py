"""A Camp Action taken as the City Action (p. 156), played by the Camp's rules (pp. 137–139);
which of them make sense in the City is policy (``worm.gm.city_actions.CAMP_IN_CITY``)."""

from __future__ import annotations

import json

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.autocity import next_action
from worm.gm import city_actions as policy
from worm.model.adventurer import Talent
from worm.model.guild import Guild
from worm.rules import alchemy, pack_space
from worm.text import narrate, repl

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


# --- what is built or commissioned (pp. 156, 158) ------------------------------------------------


def test_a_commission_naming_an_item_makes_it_in_the_pack() -> None:
    """p. 158, policy ``bespoke``: 'a fine dagger' (4 syllables, adventurer band 5 a syllable)
    costs 20 gold and puts a dagger in the pack."""
    game = city(gold=(100, 0, 0))
    before = kit.count(game.guild.adventurer("a1"), "dagger")
    events = game.execute(
        cmd.CityAct(who="a1", action="commission", what="a fine dagger", option="adventurer")
    )
    a1 = game.guild.adventurer("a1")
    assert a1.gold == 80
    assert kit.count(a1, "dagger") == before + 1
    assert any(e.item == "Dagger" and e.change == "gained" for e in of(events, ev.Item))
    assert a1.keepsakes == ()


def test_anything_else_commissioned_is_a_keepsake_on_the_sheet() -> None:
    """p. 158: an imp trap (2 syllables at 5) is 10 gold and a keepsake, shown on the sheet."""
    game = city(gold=(100, 0, 0))
    game.execute(cmd.CityAct(who="a1", action="commission", what="imp trap", option="adventurer"))
    a1 = game.guild.adventurer("a1")
    assert (a1.gold, a1.keepsakes) == (90, ("imp trap",))
    assert "Keepsakes: imp trap" in narrate.sheet(a1, game.pack)
    saved = Guild.model_validate_json(game.guild.model_dump_json())
    assert saved.adventurer("a1").keepsakes == ("imp trap",)


def test_a_commission_that_does_not_fit_is_refused_before_paying() -> None:
    """p. 37: no room for the thing made means no sale."""
    game = city(gold=(100, 0, 0))
    full = game.guild.adventurer("a1")
    for item in ("polearm", "bedroll", "dagger", "hatchet", "crowbar"):
        full, _ = kit.gain(full, item, 30, game.pack)
    assert kit.gain(full, "dagger", 1, game.pack)[1] == 0
    game.set_adventurer(full)
    refused(
        game,
        cmd.CityAct(who="a1", action="commission", what="a keen dagger", option="adventurer"),
        "no room",
    )


def test_a_building_stands_in_the_city() -> None:
    """p. 156: a statue in a busy square (7 syllables) is 350 gold and stands on the City's
    status; old saves without buildings load."""
    game = city(gold=(400, 0, 0))
    game.execute(cmd.CityAct(who="a1", action="build", what="statue in a busy square"))
    assert game.guild.buildings == (("statue in a busy square", game.guild.adventurer("a1").name),)
    assert "Built in the City (p. 156): statue in a busy square" in repl.parse(game, "city")  # type: ignore[operator]
    old = json.loads(game.guild.model_dump_json())
    del old["buildings"]
    assert Guild.model_validate(old).buildings == ()


def test_prepare_components_tells_the_player_they_are_implicit() -> None:
    """Policy (pp. 159, 199): a sorcerer carries their spells' components; nothing to pack."""
    game = city()
    events = game.execute(cmd.CityAct(who="a1", action="components"))
    told = " ".join(e.text for e in of(events, ev.Narration))
    assert "carries the components of their spells" in told


def test_the_bespoke_policy_reads_item_names_as_whole_words() -> None:
    """Policy (p. 158): the item names of the lists, whole words, plural allowed; brews and
    the districts' goods never; anything else is no item."""
    pack = city().pack
    assert policy.bespoke(pack, "a helm with a candle holder") == "helm"
    assert policy.bespoke(pack, "two daggers of bone") == "dagger"
    assert policy.bespoke(pack, "a helmsman's chair") is None
    assert policy.bespoke(pack, "a reagent") is None


def test_a_city_talent_not_ready_is_refused_with_the_camps_reason() -> None:
    """p. 229: Brew Alchemy needs a kit, in the City as at a Camp; Chirurgeon has no use there."""
    game = city()
    learn(game, "a1", "alchemy")
    learn(game, "a1", "chirurgeon")
    refused(
        game,
        cmd.CityAct(who="a1", action="camp", what="use_a_talent", option="alchemy"),
        "no alchemy kit",
    )
    refused(
        game,
        cmd.CityAct(who="a1", action="camp", what="use_a_talent", option="chirurgeon"),
        "no use for Chirurgeon in the City",
    )
