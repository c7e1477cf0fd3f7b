"""The lasting marks of the Hangover table (p. 157) played as the guild comes back up and
goes down again (policies of ``worm.gm.hangover``): the household and the cult take their
gold, the duel and the All-Watch come due, the ban wears off, the cowbell is cut off, the hand
is sewn back or its slot emptied, the sold soul leaves nothing to a funeral."""

from __future__ import annotations

from worm.engine import aftermath, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import hangover as policy
from worm.model.aftermath import Aftermath
from worm.model.inventory import Carried
from worm.model.state import GameState
from worm.rules import hangover, pack_space

from .test_city import sheet
from .test_city_actions import city, refused
from .test_crawl import WALK, below, of, stack
from .test_hangover import discarded, major


def marked(game: Game, who: str, *marks: Aftermath) -> None:
    sheet(game, who, aftermath=marks)


def test_coming_back_up_the_duel_is_fought_and_the_watch_fines_the_wanted() -> None:
    """Marks left at one City Phase fall due at the next, after the tax (p. 149)."""
    game = below(WALK)
    sheet(game, "a1", gold=40)  # 20 after the tax: no fine to pay
    sheet(game, "a2", gold=200)  # 100 after the tax
    marked(game, "a1", Aftermath(id="wanted", detail="armed robbery"))
    marked(game, "a2", Aftermath(id="wanted"), Aftermath(id="duel"))
    events = game.execute(cmd.Take(way="out"))
    assert game.city is not None
    assert game.city.action_of("a1") == "held in the All-Watch's cells"
    assert game.guild.adventurer("a2").gold == 100 - policy.FINE
    assert game.guild.adventurer("a1").aftermath == ()
    assert game.guild.adventurer("a2").aftermath == ()
    duel = "fight the noble's duel"
    waits = game.pending is not None and game.pending.asked.task == duel
    assert waits or any(f.task == duel and f.attribute == "swords" for f in of(events, ev.Fate))
    assert any("duel" in g.why for g in of(events, ev.Gm))
    if waits:
        game.execute(cmd.AcceptFate())  # the duel's test is answered before anything else (p. 9)
    refused(game, cmd.CityAct(who="a1", action="beg"), "cells")


def test_a_lost_duel_is_a_wound() -> None:
    game = city()
    marked(game, "a1", Aftermath(id="duel"))
    stack(game, minor=("Two of Swords",))
    aftermath.come_due(game)
    game.follow_up()
    assert game.pending is not None
    events = game.execute(cmd.AcceptFate())
    wounds = of(events, ev.Wound)  # armor may take it (p. 124)
    assert [w.cause for w in wounds] == ["fight the noble's duel"]


def test_the_spouse_and_the_cult_take_their_gold_each_phase() -> None:
    game = city(gold=(25, 4, 0))
    for who in ("a1", "a2"):
        calm = game.guild.adventurer(who).conditions.model_copy(update={"stressed": False})
        sheet(game, who, conditions=calm)
    marked(game, "a1", Aftermath(id="spouse"), Aftermath(id="cultist"))
    marked(game, "a2", Aftermath(id="cultist"))
    aftermath.come_due(game)
    assert game.guild.adventurer("a1").gold == 25 - policy.SPOUSE_GOLD - policy.TITHE_GOLD
    assert not game.guild.adventurer("a1").conditions.stressed
    a2 = game.guild.adventurer("a2")
    assert a2.gold == 0 and a2.conditions.stressed  # short of the tithe
    assert [m.id for m in a2.aftermath] == ["cultist"]  # sworn for good


def test_the_ban_wears_off_after_its_phases() -> None:
    game = city(gold=(0, 0, 0))
    marked(game, "a1", Aftermath(id="banned", district="the_grey", phases=2))
    aftermath.come_due(game)
    assert game.guild.adventurer("a1").aftermath[0].phases == 1
    aftermath.come_due(game)
    assert game.guild.adventurer("a1").aftermath == ()


def test_viii_bans_the_carouser_from_the_district_they_caroused_in() -> None:
    game = city(gold=(60, 0, 0), brought=60)
    stack(game, major=(8,))
    game.execute(cmd.CityAct(who="a1", action="carouse"))
    (mark,) = game.guild.adventurer("a1").aftermath
    carousing = aftermath.ruins.homes(game, game.pack.city_actions["carouse"])[0]
    assert (mark.id, mark.district, mark.phases) == ("banned", carousing.id, policy.BAN_PHASES)
    assert "banned from" in aftermath.told(game.guild.adventurer("a1"), game.pack)[0]


def test_the_cowbell_is_cut_off_free_with_a_hatchet_else_by_a_smith_else_it_stays() -> None:
    game = city(gold=(30, 5, 0))
    for m in game.guild.adventurers:  # no cutter in the guild
        for item in policy.CUTTERS:
            m, _ = kit.lose(m, item, 99)
        m = m.model_copy(update={"conditions": m.conditions.model_copy(update={"stressed": False})})
        game.guild = game.guild.with_adventurer(m)
    marked(game, "a1", Aftermath(id="cowbell"))
    marked(game, "a2", Aftermath(id="cowbell"))
    aftermath.go_down(game)
    assert game.guild.adventurer("a1").aftermath == () and game.guild.adventurer("a1").gold == 20
    a2 = game.guild.adventurer("a2")
    assert [m.id for m in a2.aftermath] == ["cowbell"] and a2.conditions.stressed
    helper, _ = kit.gain(game.guild.adventurer("a3"), "hatchet", 1, game.pack)
    game.guild = game.guild.with_adventurer(helper)
    aftermath.go_down(game)
    assert game.guild.adventurer("a2").aftermath == () and game.guild.adventurer("a2").gold == 5


def test_xix_the_hand_takes_what_it_held_and_a_luxurious_upkeep_sews_it_back() -> None:
    game = city()
    holding(game, "hatchet")
    lost = game.guild.adventurer("a1").inventory.hands[-1]
    assert lost is not None
    city_actions_wake(game, 19)
    after = game.guild.adventurer("a1")
    assert after.inventory.hands[-1] is None and lost not in after.inventory.things()
    assert [m.id for m in after.aftermath] == ["handless"]
    holding(game, "hatchet")  # taken up again in the empty hand
    aftermath.go_down(game)  # destitute: not sewn back; the hand slot is emptied
    assert game.guild.adventurer("a1").inventory.hands[-1] is None
    assert game.guild.adventurer("a1").aftermath
    assert game.city is not None
    upkeep = tuple((w, "luxurious" if w == "a1" else t) for w, t in game.city.upkeep)
    game.city = aftermath.replace(game.city, upkeep=upkeep)
    aftermath.go_down(game)
    assert game.guild.adventurer("a1").aftermath == ()


def holding(game: Game, item: str) -> None:
    """``a1`` holds ``item`` in the last hand slot."""
    a = game.guild.adventurer("a1")
    inventory = a.inventory
    if inventory.hands[-1] is not None:
        inventory = pack_space.remove(inventory, inventory.hands[-1].uid)
    carried = Carried(uid=inventory.next_uid(), item=item)
    hands = (*inventory.hands[:-1], carried)
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"inventory": inventory.model_copy(update={"hands": hands})})
    )


def city_actions_wake(game: Game, value: int) -> None:
    aftermath.leave(game, "a1", hangover.read(major(value), game.pack), "")


def test_xiv_a_soul_sold_leaves_nothing_for_a_funeral() -> None:
    game = city(gold=(500, 0, 0))
    dead = game.guild.adventurer("a3")
    dead = dead.model_copy(
        update={
            "xp": 3,
            "conditions": dead.conditions.model_copy(update={"dead": True}),
            "aftermath": (Aftermath(id="soulless"),),
        }
    )
    game.guild = game.guild.with_adventurer(dead)
    refused(game, cmd.CityAct(who="a1", action="funeral", what="a3"), "soul was sold")


def test_xx_on_wands_the_fire_spirit_is_met_and_burns_on_a_failure() -> None:
    game = city(gold=(60, 0, 0), brought=60)
    stack(game, major=(20,))
    discarded(game, "Six of Wands")  # the discard read for XX
    events = game.execute(cmd.CityAct(who="a1", action="carouse"))
    assert any(g.why.startswith("the fire spirit") for g in of(events, ev.Gm))
    fates = of(events, ev.Fate)
    assert (fates and fates[-1].attribute == "swords") or game.pending is not None


def test_marks_survive_a_save_and_old_saves_load() -> None:
    game = city()
    marked(game, "a1", Aftermath(id="banned", district="the_grey", phases=3))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.guild.adventurers[0].aftermath == state.guild.adventurers[0].aftermath
    old = state.model_dump(mode="json")
    for a in old["guild"]["adventurers"]:
        del a["aftermath"]
    del old["guild"]["heirs"]
    assert GameState.model_validate(old).guild.adventurers[0].aftermath == ()


def test_one_who_lost_a_hand_takes_things_up_in_the_one_left() -> None:
    game = city()
    holding(game, "hatchet")
    a = game.guild.adventurer("a1")
    first = a.inventory.hands[0]
    a = a.model_copy(update={"aftermath": (Aftermath(id="handless"),)})
    a, _ = kit.gain(a, "hammer_tool", 1, game.pack)
    carried = next(c for c in a.inventory.things() if c.item == "hammer_tool")
    a, _ = kit.to_hand(a, carried, game.pack)
    assert a.inventory.hands[0] is not None and a.inventory.hands[0].item == "hammer_tool"
    assert first is None or first in a.inventory.things()  # what it held is stowed
