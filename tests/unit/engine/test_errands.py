"""The book's contracts that send the guild after someone or something (p. 161), through the
engine: a captive freed by walking into their room, a quarry spared and led up, a client led
to a level, a parcel handed over at signing and left in its room; and what patrons pay
besides gold — gear for each member, and the favour of half-price lodging.

The guild climbs out of seed 2's entrance room (see test_crawl) the moment it has gone in.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from worm.engine import autoplay, errands, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.city import Job
from worm.model.inventory import Carried, Inventory
from worm.model.level import Band
from worm.model.state import GameState

from .test_contracts import hold, job, surfaced
from .test_crawl import WALK, below, of


def errand(goal: str, room: int = 3, **more: object) -> Job:
    base = job(goal, 1, str(room))
    return replace(base, room=room, client="Tricky Woo", **more)  # type: ignore[arg-type]


def narrated(events: list[ev.Event]) -> str:
    return " ".join(e.text for e in of(events, ev.Narration))


def test_walking_into_the_captives_room_frees_them_and_the_city_pays() -> None:
    game = below(WALK)
    hold(game, errand("rescue", room=3))
    mark = len(game.log.events)
    errands.on_enter(game, 2)
    assert not game.jobs[0].done
    errands.on_enter(game, 3)
    assert game.jobs[0].done and errands.along(game) == ("Tricky Woo",)
    assert "Tricky Woo is found here" in narrated(game.log.events[mark:])
    events = game.execute(cmd.Take(way="out"))
    assert [e.change for e in of(events, ev.Contract)] == ["fulfilled"]


def test_a_captive_not_found_is_no_contract_done() -> None:
    game = below(WALK)
    hold(game, errand("rescue", room=3))
    events = game.execute(cmd.Take(way="out"))
    assert of(events, ev.Contract) == []
    assert game.jobs and not game.jobs[0].done


def test_a_quarry_that_gave_up_and_was_spared_is_led_up_and_paid_for() -> None:
    """p. 123: a band that surrenders and is spared is the guild's to lead out."""
    game = below(WALK)
    hold(game, errand("capture", room=5))
    state = game.states[1]
    game.states[1] = replace(state, bands=(Band(5, "mushroom_men", 1, "spared"),))
    events = game.execute(cmd.Take(way="out"))
    assert [e.change for e in of(events, ev.Contract)] == ["fulfilled"]
    assert "led up into the City" in narrated(events)


def test_a_quarry_slain_to_the_last_is_no_capture() -> None:
    game = below(WALK)
    hold(game, errand("capture", room=5))
    state = game.states[1]
    game.states[1] = replace(state, bands=(Band(5, "mushroom_men", 0, "slain"),))
    events = game.execute(cmd.Take(way="out"))
    assert "fulfilled" not in [e.change for e in of(events, ev.Contract)]


def test_an_escorted_client_is_done_on_reaching_the_level() -> None:
    game = below(WALK)
    hold(game, replace(errand("escort"), room=-1, level=2, target="2"))
    errands.on_enter(game, 0)
    assert not game.jobs[0].done
    game.depth = 2
    errands.on_enter(game, 0)
    assert game.jobs[0].done


def test_a_delivery_hands_the_parcel_over_at_signing_and_leaves_it_in_its_room() -> None:
    game, _ = surfaced()
    assert game.city is not None
    parcel = replace(errand("delivery", room=3), parcel="religious_paraphernalia", client=None)
    game.city = replace(game.city, board=(parcel,))
    first = game.guild.in_marching_order()[0].id
    before = kit.count(game.guild.adventurer(first), "religious_paraphernalia")
    game.execute(cmd.TakeContract(contract="1"))
    assert kit.count(game.guild.adventurer(first), "religious_paraphernalia") == before + 1
    game.phase, game.depth = "crawl", 1  # below again, as after a delve
    errands.on_enter(game, 3)
    assert game.jobs[0].done
    assert kit.count(game.guild.adventurer(first), "religious_paraphernalia") == before


def test_a_parcel_nobody_has_room_for_is_refused_and_nothing_signed() -> None:
    game, _ = surfaced()
    assert game.city is not None
    parcel = replace(errand("delivery"), parcel="religious_paraphernalia", client=None)
    game.city = replace(game.city, board=(parcel,))
    uids = iter(range(300, 500))
    full = Inventory(
        hands=tuple(Carried(uid=next(uids), item="dagger") for _ in Inventory().hands),
        belt=tuple(Carried(uid=next(uids), item="dagger") for _ in Inventory().belt),
        pack=tuple(Carried(uid=next(uids), item="rope") for _ in Inventory().pack),
    )
    for a in game.guild.adventurers:
        game.set_adventurer(a.model_copy(update={"inventory": full}))
    with pytest.raises(IllegalCommand, match="no room|nobody has room"):
        game.execute(cmd.TakeContract(contract="1"))
    assert game.jobs == () and game.log.events[-1].type == "refused"


def test_a_patron_pays_gear_to_each_member_besides_the_gold() -> None:
    game = below(WALK)
    hold(game, replace(job("reach", 1, "1"), gear=("clothes_finery",)))
    before = {a.id: kit.count(a, "clothes_finery") for a in game.guild.adventurers}
    events = game.execute(cmd.Take(way="out"))
    after = {a.id: kit.count(a, "clothes_finery") for a in game.guild.adventurers}
    assert after == {w: n + 1 for w, n in before.items()}
    assert len([e for e in of(events, ev.Item) if e.item == "Clothes, finery"]) == 3


def test_lady_lumphreys_favour_halves_the_upkeep_prices_this_city_phase() -> None:
    game = below(WALK)
    hold(game, replace(job("reach", 1, "1"), favour="lodging"))
    events = game.execute(cmd.Take(way="out"))
    assert game.city is not None
    assert dict(game.city.prices) == {
        "destitute": 0,
        "impoverished": 12,
        "common": 25,
        "luxurious": 50,
    }
    assert any("half the price" in g.why for g in of(events, ev.Gm))
    for a in game.guild.adventurers:
        game.set_adventurer(a.model_copy(update={"gold": 60}))
    game.execute(cmd.Upkeep(who="a1", tier="luxurious"))
    assert game.guild.adventurer("a1").gold == 10


def test_the_bot_walks_to_a_captive_frees_them_and_is_paid_on_its_return() -> None:
    """The bot's guild holding a rescue walks to the captive's room (not the first it would
    go to), frees them, and is paid as it comes back up."""
    for seed in (WALK, 6):
        game = below(WALK) if seed == WALK else Game.new(seed)
        if seed != WALK:
            game.execute(cmd.Delve())
        quiet = [
            r
            for r, s in enumerate(game.level.stock)
            if r != game.room and not s.lord and not s.denizens
        ]
        room = quiet[len(quiet) // 2]
        hold(game, errand("rescue", room=room))
        game.choice = None
        autoplay.run(game, game.watches + 150, daring=0.0)
        changes = [(e.id, e.change) for e in of(game.log.events, ev.Contract)]
        assert ("test_rescue", "fulfilled") in changes, seed
        assert "Tricky Woo is found here" in narrated(game.log.events)


def test_a_surrender_gives_up_the_freed_captive_who_waits_to_be_found_again() -> None:
    """p. 124 (policy): the victors take a freed captive with the plunder; a client stays."""
    game = below(WALK)
    client = replace(errand("escort"), id="test_escort", room=-1, client="Pash", done=True)
    hold(game, errand("rescue", room=3), client)
    errands.on_enter(game, 3)
    errands.taken_back(game, "the imps")
    rescue, escort = game.jobs
    assert not rescue.done and rescue.room == 3 and escort.done
    assert errands.along(game) == ("Pash",)
    errands.on_enter(game, 3)
    assert game.jobs[0].done


def test_a_quarry_taken_by_the_victors_is_lost_for_good() -> None:
    game = below(WALK)
    hold(game, errand("capture", room=5))
    game.states[1] = replace(game.states[1], bands=(Band(5, "mushroom_men", 1, "spared"),))
    errands.on_enter(game, 2)
    assert game.jobs[0].done
    errands.taken_back(game, "the imps")
    errands.on_enter(game, 2)
    assert not game.jobs[0].done and game.jobs[0].room == -1


def test_a_contracts_room_client_parcel_and_rewards_survive_a_save() -> None:
    game = below(WALK)
    held = replace(errand("delivery", room=3), parcel="religious_paraphernalia", gear=("lantern",))
    hold(game, replace(held, favour="lodging", done=True))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.crawl.jobs == state.crawl.jobs
    old = json.loads(state.model_dump_json())
    for field in ("room", "client", "parcel", "gear", "favour"):
        del old["crawl"]["jobs"][0][field]
    loaded = GameState.model_validate(old).crawl.jobs[0]
    assert (loaded.room, loaded.client, loaded.parcel, loaded.gear) == (-1, None, None, ())


def test_a_client_goes_down_with_the_guild_at_the_delve() -> None:
    game, _ = surfaced()
    hold(game, replace(errand("escort"), room=-1, client="Pash the Torchier"))
    assert errands.along(game) == ()  # waiting in the City
    events = game.execute(cmd.Delve())
    assert "Pash the Torchier goes down with the guild" in narrated(events)
    assert game.jobs[0].done  # the escort's level is the first, where the guild goes in
    assert errands.along(game) == ("Pash the Torchier",)
