"""Step 8 of the City Phase, restocking the Underworld (p. 160), and dastardly deeds (pp. 46,
149): the Meatgrinder entries met are written over, cleared rooms are filled again by the
level's creatures, bands that lived remember the guild, and a guild that turns on friends
has it written on its roster.

The guild goes down seed 2's main entrance (see test_crawl), climbs straight out, and delves
again: the restock falls between the two delves.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache

from tests.fixtures import seeds
from worm.content import stocking
from worm.engine import challenge, meet, restocking
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gen.rooms import Stock
from worm.gm import crystal_skull, deeds, leads
from worm.gm import restock as policy
from worm.model.city import Feat
from worm.model.level import Band, LevelState
from worm.model.state import GameState
from worm.rules import disposition, fame
from worm.text import demo, narrate, repl

from .test_crawl import EVERY_EVENT, WALK, below, of, stack

MET = frozenset(range(6, 22))  # every entry but torches gutter met on the first delve


def again(
    marked: frozenset[int] = MET, seed: int = WALK, **level: object
) -> tuple[Game, list[ev.Event]]:
    """Down, out, and down again with level 1 as ``marked`` and ``level`` say before the
    restock; the events of the second delve."""
    game = below(seed)
    game.execute(cmd.Take(way="out"))
    game.states[1] = LevelState(marked=marked, **level)  # type: ignore[arg-type]
    return game, game.execute(cmd.Delve())


def room_with_band(game: Game, *, lord: bool) -> int:
    stock = game.level.stock
    return next(r for r, s in enumerate(stock) if s.denizens and s.lord == lord)


def _refilled(seed: int) -> bool:
    """Level 1's first room of a band (no lord), slain, has creatures left on the level to move
    into it (seed 2's level 1 holds one band beside its lord since issue 21's stocking)."""
    game = Game.new(seed)
    level = game.world.levels[0]
    room = next((r for r, s in enumerate(level.stock) if s.denizens and not s.lord), None)
    if room is None:
        return False
    slain = (Band(room, level.stock[room].denizens[0], 0, "slain"),)
    return policy.refill(level.stock, slain, room) is not None


@cache
def refilling() -> int:
    """The first seed whose level 1 has a room of a band that can be filled again."""
    return seeds.find(_refilled, "a level 1 with a band's room the level can fill again")


# --- the Meatgrinder written over (pp. 91, 160) ------------------------------------------------


def test_every_entry_met_is_replaced_by_a_new_one_of_its_band() -> None:
    game, events = again()
    before = game.level.meatgrinder
    after = restocking.entries(game.level, game.state)
    drawn = {e.card.value for e in of(events, ev.Meatgrinder)}
    assert game.state.marked <= drawn  # the marks are gone, bar the watch of the new delve
    for card in range(1, 22):
        old, new = before[card - 1], after[card - 1]
        assert new["card"] == card and new["band"] == old["band"]
        if card in MET:
            assert new["text"] != old["text"], f"card {card} was not rewritten"
        else:
            assert new is old  # torches gutter is never marked, never rewritten (p. 91)
    texts = [e["text"] for e in after[5:]]  # torches gutter may repeat itself (p. 340)
    assert len(set(texts)) == len(texts), "two entries alike"
    rulings = [g.why for g in of(events, ev.Gm) if g.rule == "p. 160" and "Meatgrinder" in g.why]
    assert len(rulings) == len(MET)


def test_new_encounters_are_the_level_s_own_creatures() -> None:
    game, _ = again()
    names = set(game.level.seed.common_monsters) or {game.level.seed.dungeon_lord}
    for entry in restocking.entries(game.level, game.state)[15:20]:
        assert game.pack.monsters[entry["creature"]].name in names


def test_a_restock_is_the_same_for_the_same_campaign_and_survives_the_save() -> None:
    one, _ = again()
    two, _ = again()
    assert one.state.rewritten == two.state.rewritten
    state = one.snapshot()
    loaded = Game.from_state(GameState.model_validate_json(state.model_dump_json()))
    assert restocking.entries(loaded.level, loaded.state) == restocking.entries(
        one.level, one.state
    )
    raw = json.loads(state.model_dump_json())
    for field in ("rewritten", "bands"):
        del raw["levels"]["1"][field]
    assert GameState.model_validate(raw).levels[1].rewritten == ()  # an old save loads


def test_a_rewritten_entry_is_the_one_the_watch_plays() -> None:
    """The next draw of a rewritten card reads the new entry, not the generated one."""
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    game.states[1] = LevelState(marked=frozenset({16}))
    stack(game, major=(16,))
    events = game.execute(cmd.Delve())
    new = restocking.entries(game.level, game.state)[15]
    assert new["text"] != game.level.meatgrinder[15]["text"]
    (drawn,) = of(events, ev.Meatgrinder)
    assert drawn.card.value == 16 and drawn.text == stocking.uncounted(new["text"])
    met = of(events, ev.Disposition)  # met, though a band that lets the guild by is gone at once
    assert met and game.pack.monsters[new["creature"]].name in met[0].npc


# --- rooms filled again, and the Underworld's memory (p. 160) ---------------------------------


def test_a_cleared_room_is_filled_again_by_the_level_s_creatures() -> None:
    seed = refilling()
    game = below(seed)
    room = room_with_band(game, lord=False)
    held = len(game.level.stock[room].denizens)
    game, events = again(
        EVERY_EVENT,
        seed,
        settled=frozenset({room}),
        bands=(Band(room, game.level.stock[room].denizens[0], 0, "slain"),),
    )
    band = game.state.band(room)
    assert band is not None and band.fate == "refilled" and 1 <= band.count <= held
    assert room not in game.state.settled
    near = [other for other, _ in game.level.map.neighbours()[room]]
    moved = policy.refill(game.level.stock, (), room, near)
    assert moved is not None and band.creature == moved[0]
    assert any("move into room" in g.why for g in of(events, ev.Gm))


def test_a_cleared_room_is_filled_by_its_faction_before_its_neighbours() -> None:
    """Policy (p. 160, p. 337): factions fill their posts again — when the room's own kind holds
    no other room, the faction that held it sends the strongest kind of it still on the level,
    before the rooms next door move in."""
    stock = [
        Stock(denizens=["ghoul"], faction="the_hungry"),  # cleared by the guild
        Stock(denizens=["dire_rat"] * 4),  # next door, no faction
        Stock(denizens=["goblin"] * 2, faction="the_hungry"),  # far off, the same faction
        Stock(denizens=["giant_leech"] * 5, faction="the_wet"),  # the largest, another faction
    ]
    slain = (Band(0, "ghoul", 0, "slain"),)
    assert policy.refill(stock, slain, 0, near=(1,)) == ("goblin", 1)
    gone = (*slain, Band(2, "goblin", 0, "slain"))  # the faction has no one left
    assert policy.refill(stock, gone, 0, near=(1,)) == ("dire_rat", 1)
    assert policy.refill([replace(s, faction="") for s in stock], slain, 0) == ("giant_leech", 1)


def test_a_cleared_room_s_neighbours_move_in_before_the_level_s_largest_band() -> None:
    """Policy (p. 160): the same kind sends a new band when it holds another room; else the
    rooms next door move in (the kind of them with the most living); else the largest."""
    stock = [
        Stock(denizens=["ghoul"]),  # cleared by the guild
        Stock(denizens=["dire_rat", "dire_rat"]),  # next door
        Stock(denizens=["goblin"] * 5),  # far off, more of them
        Stock(denizens=["giant_leech"] * 3),  # next door too, more than the rats
    ]
    slain = (Band(0, "ghoul", 0, "slain"),)
    assert policy.refill(stock, slain, 0, near=(1, 3)) == ("giant_leech", 1)
    assert policy.refill(stock, slain, 0, near=(1,)) == ("dire_rat", 1)
    assert policy.refill(stock, slain, 0) == ("goblin", 1)  # no neighbour holds any
    stock.append(Stock(denizens=["ghoul", "ghoul"]))  # ghouls hold another room
    assert policy.refill(stock, slain, 0, near=(1, 3)) == ("ghoul", 1)


def test_the_lair_of_a_slain_lord_stays_empty() -> None:
    game = below(WALK)
    lair = room_with_band(game, lord=True)
    lord = game.level.stock[lair].denizens[0]
    # a lich's skull regrows him unless his phylactery is gone (p. 270: test_crystal_skull)
    flags = frozenset({crystal_skull.DESTROYED})
    game, events = again(
        EVERY_EVENT,
        settled=frozenset({lair}),
        bands=(Band(lair, lord, 0, "slain", lord=True),),
        flags=flags,
    )
    assert lair in game.state.settled
    assert game.state.band(lair) == Band(lair, lord, 0, "slain", lord=True)
    assert meet.on_enter(game, lair) is None
    assert any("stays empty" in g.why for g in of(events, ev.Gm))


def test_a_band_that_fled_keeps_its_wounds_and_attacks_on_sight() -> None:
    game = below(WALK)
    room = room_with_band(game, lord=False)
    creature = game.level.stock[room].denizens[0]
    game, _ = again(
        EVERY_EVENT, settled=frozenset({room}), bands=(Band(room, creature, 1, "fled", (1,)),)
    )
    assert room not in game.state.settled
    assert meet.on_enter(game, room) == "creature"
    assert game.meeting is not None and game.meeting.hostile and game.meeting.count == 1
    assert any("remember the guild" in g.why for g in of(game.log.events, ev.Gm))
    challenge.begin(game)
    assert game.challenge is not None
    (foe,) = game.challenge.side("foes")
    assert foe.health in (None, 1)


def test_a_fight_won_leaves_its_band_slain_and_one_fled_remembered() -> None:
    game = below(WALK)
    room = room_with_band(game, lord=False)
    creature = game.level.stock[room].denizens[0]
    game.room = room
    meet.start(game, creature, 2, room, True)
    challenge.begin(game)
    ch = game.challenge
    assert ch is not None
    fighters = tuple(
        f if f.side != "foes" else type(f)(**{**_fields(f), "out": "dead"}) for f in ch.fighters
    )
    restocking.remember(game, type(ch)(**{**_fields(ch), "fighters": fighters}), "victory")
    assert game.state.band(room) == Band(room, creature, 0, "slain")
    fled = tuple(
        f if f.side != "foes" else type(f)(**{**_fields(f), "out": "fled"}) for f in ch.fighters
    )
    restocking.remember(game, type(ch)(**{**_fields(ch), "fighters": fled}), "fled")
    band = game.state.band(room)
    assert band is not None and band.fate == "fled" and band.count == 2 and band.remembers


def _fields(obj: object) -> dict[str, object]:
    return {name: getattr(obj, name) for name in obj.__dataclass_fields__ if name[0] != "_"}  # type: ignore[attr-defined]


# --- step 8 in the log --------------------------------------------------------------------------


def test_step_8_is_a_city_event_and_the_log_tells_what_changed() -> None:
    _, events = again()
    steps = [(e.step, e.name) for e in of(events, ev.CityStep)]
    assert (8, "restock") in steps
    told = [n.text for n in of(events, ev.Narration) if n.text.startswith("The Underworld")]
    assert told and "new Meatgrinder entries" in told[0]


# --- dastardly deeds (pp. 46, 149) --------------------------------------------------------------


def test_turning_on_friends_or_a_bargain_is_dastardly() -> None:
    assert deeds.betrayal("goblins", friendly=False, bargained=False) is None
    cold = deeds.betrayal("goblins", friendly=True, bargained=False)
    broken = deeds.betrayal("goblins", friendly=False, bargained=True)
    assert cold is not None and cold.kind == "dastardly"
    assert broken is not None and "bargain" in broken.text
    ranked = deeds.judge((cold, Feat("treasure", "carried a crown out")), 5)
    assert ranked == ("carried a crown out", cold.text)  # the praiseworthy first (p. 149)


def test_a_dastardly_deed_counts_for_fame_and_makes_dastards() -> None:
    game = below(WALK)
    game.feats = (Feat("dastardly", "fell on the goblins, who had met it in friendship"),)
    events = game.execute(cmd.Take(way="out"))
    assert game.guild.fame == 1 and game.guild.dastards
    assert game.guild.dastardly == game.guild.deeds
    assert any("dastards" in g.why for g in of(events, ev.Gm) if g.rule == "p. 46")
    nobler = fame.add_deed(game.guild, "slew the lord")
    assert not nobler.dastards  # one good deed and the name is not all bad
    assert fame.forget_oldest(nobler).dastardly == ()


def test_falling_on_a_friendly_band_in_parley_is_written_when_the_guild_wins() -> None:
    game = below(WALK)
    creature = next(m for m in game.pack.monsters.values() if not m.aggressive)
    meet.start(game, creature.id, 1, game.room, False)
    assert game.meeting is not None
    game.meeting = type(game.meeting)(**{**_fields(game.meeting), "emotion": "joy"})
    game.phase = "parley"
    game.execute(cmd.Fight())
    assert game.meeting is not None and game.meeting.betrayed is not None
    assert game.phase == "challenge"


def test_a_famous_guild_of_dastards_is_met_coldly() -> None:
    game = below(WALK)
    deeds_ = tuple(f"betrayed band {n}" for n in range(3))
    game.guild = game.guild.model_copy(update={"deeds": deeds_, "dastardly": deeds_})
    talker = next(m for m in game.pack.monsters.values() if m.talks and not m.aggressive)
    meet.start(game, talker.id, 1, game.room, False)
    start = next(d for d in of(game.log.events, ev.Disposition) if d.cause == "start")
    (step,) = [d for d in of(game.log.events, ev.Disposition) if d.cause == "fame"]
    colder = disposition.shift(game.pack.dispositions, start.emotion, start.intensity, False)
    assert (step.emotion, step.intensity) == colder  # one harmful step, not a helpful one
    assert any("dastardly" in g.why for g in of(game.log.events, ev.Gm) if g.rule == "p. 46")


# --- the text game and the bot ----------------------------------------------------------------


def test_the_text_game_shows_the_restock_and_the_dastardly_roster() -> None:
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    deed = "broke its bargain with the goblins and cut them down"
    game.guild = game.guild.model_copy(update={"deeds": (deed,), "dastardly": (deed,)})
    shown = repl.parse(game, "guild")
    assert isinstance(shown, str) and f"{deed} (dastardly)" in shown
    assert "Known as dastards" in shown
    game.states[1] = LevelState(marked=MET)
    command = repl.parse(game, "delve")
    assert command == cmd.Delve()
    lines = [narrate.event(e) for e in game.execute(command)]
    assert "— City, step 8: Restock the Underworld —" in lines
    assert any(t and t.startswith("The Underworld moves on: 16 new Meatgrinder") for t in lines)


def test_the_bot_s_campaign_restocks_the_underworld_between_delves() -> None:
    """The bot's guild (``worm demo``) comes back and delves again: step 8 runs between, and
    what it met on the first delve is written over before the second. The campaigns are found
    by property: the first three seeds whose guild makes two expeditions or more (a guild lost
    on its first delve shows no restock), and more until a cleared room has been refilled."""
    refilled, moved, played = [], [], []
    for seed in range(1, 40):
        if len(played) >= 3 and refilled and moved:
            break
        game = demo.play(seed, 200)
        if game.expeditions < 2:
            continue
        played.append(seed)
        steps = [e for e in of(game.log.events, ev.CityStep) if e.step == 8]
        assert len(steps) == game.expeditions - 1, seed
        assert any(state.rewritten for state in game.states.values()), seed
        refilled += [b for s in game.states.values() for b in s.bands if b.fate == "refilled"]
        moved += [g for g in of(game.log.events, ev.Gm) if "move into room" in g.why]
        told = [n for n in of(game.log.events, ev.Narration) if n.text.startswith("The Underworld")]
        assert len(told) == len(steps), seed
    assert len(played) >= 3, f"seeds 1-39: only {played} made two expeditions"
    assert refilled and moved, f"seeds {played}: no room its fights cleared was filled again"


def test_a_new_quest_rumor_points_to_where_the_guild_s_quest_can_be_met() -> None:
    """Policy (pp. 91, 160): with a quest the GM can judge, the rewritten card XXI names the
    level where it leads — here a lord to destroy, alive on level 1, then, slain, on level 2."""
    vampire = "Destroy the vampire whose bite still marks you so that your debts are forgiven"
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"quest": vampire})
    game.execute(cmd.Take(way="out"))
    game.states[1] = LevelState(marked=frozenset({21}))
    events = game.execute(cmd.Delve())
    first = game.level.seed.name
    assert any(f"points to {first}" in e.why for e in of(events, ev.Gm))
    assert first in restocking.entries(game.level, game.state)[20]["text"]
    lair = room_with_band(game, lord=True)
    lord = Band(lair, game.level.stock[lair].denizens[0], 0, "slain", lord=True)
    states = {1: LevelState(bands=(lord,))}
    second = game.world.levels[1]
    assert leads.aim(vampire, game.world.levels, states, game.pack) is second
    assert leads.aim("Drink from the Well of Lethe", game.world.levels, states, game.pack) is None


def test_without_a_quest_the_gm_can_judge_the_rumor_points_nowhere_new() -> None:
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"quest": "Drink from the Well of Lethe"})
    game.execute(cmd.Take(way="out"))
    game.states[1] = LevelState(marked=frozenset({21}))
    events = game.execute(cmd.Delve())
    assert not any("quest rumor points" in e.why for e in of(events, ev.Gm))


def test_a_band_the_guild_surrendered_to_is_not_afraid_of_it_after() -> None:
    """Play-test 19, point 15: the winners of a fight the guild gave up meet it again unafraid,
    where a band that merely lived through it would be one harmful step worse."""
    game = below(WALK)
    room = room_with_band(game, lord=False)
    creature = game.level.stock[room].denizens[0]
    game.room = room
    meet.start(game, creature, 2, room, True)
    challenge.begin(game)
    ch = game.challenge
    assert ch is not None and game.meeting is not None
    game.meeting = type(game.meeting)(
        **{**_fields(game.meeting), "emotion": "trust", "intensity": "basic"}
    )
    wheel = game.pack.dispositions
    assert disposition.shift(wheel, "trust", "basic", False)[0] == "fear"  # the harmful step
    restocking.remember(game, ch, "surrender")
    band = game.state.band(room)
    assert band is not None and band.won and band.remembers
    assert policy.grudge_mood(wheel, band)[0] != "fear"
    restocking.remember(game, ch, "retreat")  # the guild got away: no winner
    band = game.state.band(room)
    assert band is not None and not band.won
    assert policy.grudge_mood(wheel, band)[0] == "fear"
    won_in_fear = Band(
        room, creature, 1, "escaped", (1,), emotion="fear", intensity="basic", won=True
    )
    assert policy.grudge_mood(wheel, won_in_fear) == ("anger", "basic")


def test_a_band_the_guild_ran_from_in_its_own_room_is_seen_on_a_look() -> None:
    """Play-test 19, point 14: after a retreat with no room to fall back into, the band hurt
    in the fight has not vanished: a look round the room names it."""
    game = below(WALK)
    room = room_with_band(game, lord=False)
    creature = game.level.stock[room].denizens[0]
    game.room = room
    state = game.state
    band = Band(room, creature, 1, "escaped", (1,), emotion="anger", intensity="basic")
    game.states[game.depth] = replace(state, bands=(band,))
    mark = len(game.log.events)
    game.execute(cmd.Look())
    said = " ".join(e.text for e in of(game.log.events[mark:], ev.Narration))
    assert game.pack.monsters[creature].name in said and "still standing" in said
