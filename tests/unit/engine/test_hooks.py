"""Hooks in play (pp. 339, 341): a return hook's counterpart, found on its level and brought
back to the room that asked, answers the hook; the quest's steps are marked as the guild finds
them; the room's words show both (the text game reads them)."""

from __future__ import annotations

from dataclasses import replace

from tests.fixtures import seeds
from worm.engine import commands as cmd
from worm.engine import crawl, hooks, restocking
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import describe
from worm.model.level import Band, LevelState
from worm.rules import meatgrinder
from worm.text import growthwords, narrate

from .test_crawl import EVERY_EVENT, WALK, below, of, stack


def at(game: Game, depth: int, room: int) -> None:
    """The guild set down in ``room`` of level ``depth`` (as if it had walked there)."""
    game.depth = depth
    game.states.setdefault(depth, LevelState(marked=EVERY_EVENT))
    game.room = room
    game.pos = game.level.map.rooms[room].centre


def rulings(events: list[ev.Event], page: str) -> list[str]:
    return [e.why for e in of(events, ev.Gm) if e.rule == page]


def settled(game: Game, depth: int, room: int) -> None:
    """The band of ``room`` on level ``depth`` dealt with (in peace), as a parley leaves it."""
    state = game.states.setdefault(depth, LevelState(marked=EVERY_EVENT))
    game.states[depth] = replace(state, settled=state.settled | {room})


def test_a_counterpart_brought_back_answers_its_hook_and_plays_what_follows() -> None:
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    thread = plan.asked_on(1)[0]
    hook = game.pack.hooks[thread.hook]
    mark = len(game.log.events)
    at(game, 1, thread.room)
    hooks.on_enter(game, thread.room)  # nothing found yet: the hook waits
    assert rulings(game.log.events[mark:], "p. 339") == []
    at(game, thread.other_level, thread.other_room)
    settled(game, thread.other_level, thread.other_room)
    hooks.on_enter(game, thread.other_room)
    found = game.log.events[mark:]
    assert hooks.counterparts_held(game) == [thread.id]
    told = " ".join(e.text for e in of(found, ev.Narration))
    assert f"room {thread.key}" in told and "Wanted in" in told
    mark = len(game.log.events)
    at(game, 1, thread.room)
    hooks.on_enter(game, thread.room)
    done = game.log.events[mark:]
    assert any("brings back" in why for why in rulings(done, "p. 339"))
    assert f"hook:done:{thread.id}" in game.states[1].flags
    assert hooks.counterparts_held(game) == []
    said = [o.text for o in hook.on_done if o.text]
    assert all(text in [e.text for e in of(done, ev.Narration)] for text in said)
    mark = len(game.log.events)
    hooks.on_enter(game, thread.room)  # done once, and only once
    assert rulings(game.log.events[mark:], "p. 339") == []


def test_the_quest_steps_are_marked_as_found_and_the_last_ends_the_trail() -> None:
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None and 3 <= len(plan.quest) <= 5
    mark = len(game.log.events)
    for step in reversed(plan.quest):  # found in any order, counted once each
        at(game, step.level, step.room)
        hooks.on_enter(game, step.room)
        hooks.on_enter(game, step.room)
    told = rulings(game.log.events[mark:], "p. 341")
    assert len(told) == len(plan.quest) + 1
    assert told[-1] == "every step of the quest is found: the trail is done"
    assert hooks.steps_found(game) == list(range(1, len(plan.quest) + 1))


def _quiet_part_on_level_one(seed: int) -> bool:
    game = Game.new(seed)
    level = game.world.levels[0]
    return any(
        (stock.counterparts or any("step" in h for h in stock.hooks))
        and not stock.denizens
        and not stock.traps
        and room != level.keyed.entry
        for room, stock in enumerate(level.stock)
    )


def seen_every_hook_asking_for(game: Game, room: int) -> None:
    """The guild has been in the room of each return hook that asks for a counterpart held in
    ``room`` of level 1 (p. 339: nobody takes up a thing for a need they have not heard of),
    and is set down in level 1 again."""
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    asked = {c["thread"] for c in game.world.levels[0].stock[room].counterparts}
    for thread in (t for t in plan.answered_on(1) if t.id in asked):
        at(game, thread.level, thread.room)
        hooks.on_enter(game, thread.room)
        assert hooks.known(game, {"thread": thread.id, "for_level_number": str(thread.level)})
    at(game, 1, room)


def test_walking_into_the_room_finds_it_and_the_room_says_so() -> None:
    """Through the Crawl's own way into a room (``crawl.enter``), as the text game walks: a
    quest step is marked found, a counterpart of a hook the guild has seen is taken up."""
    seed = seeds.find(_quiet_part_on_level_one, "a quiet room of level 1 with a hook's part")
    game = below(seed)
    level = game.level
    room = next(
        r
        for r, stock in enumerate(level.stock)
        if (stock.counterparts or any("step" in h for h in stock.hooks))
        and not stock.denizens
        and not stock.traps
        and r != level.keyed.entry
    )
    seen_every_hook_asking_for(game, room)
    game.room = level.keyed.entry
    mark = len(game.log.events)
    crawl.enter(game, room)
    events = game.log.events[mark:]
    stock = level.stock[room]
    told = " ".join(e.text for e in of(events, ev.Narration))
    glance = describe.glance(game.view(), room, first=False)  # the room as it is looked at
    for part in [*stock.counterparts, *(h for h in stock.hooks if "step" in h)]:
        assert part["text"] in told and part["text"] in glance
    assert rulings(events, "p. 339") or rulings(events, "p. 341")


def test_a_restock_writes_card_xxi_over_as_a_rumor_of_the_next_step_not_yet_found() -> None:
    """pp. 160, 341: with no quest of the guild's the GM can judge, the new card XXI tells of
    the Underworld's quest, from the first step the guild has not found."""
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"quest": "Drink from the Well of Lethe"})
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    first = plan.quest[0]
    at(game, first.level, first.room)
    hooks.on_enter(game, first.room)
    at(game, 1, game.level.keyed.entry)
    game.execute(cmd.Take(way="out"))
    state = game.states[1]
    game.states[1] = replace(state, marked=frozenset({21}))
    game.execute(cmd.Delve())
    rumor = restocking.entries(game.level, game.state)[20]
    ahead = [s for s in plan.quest[1:] if s.level >= 1] or [plan.quest[-1]]
    assert (rumor["step"], rumor["level"], rumor["room"]) == (
        ahead[0].number,
        ahead[0].level,
        ahead[0].key,
    )
    assert f"(level {ahead[0].level}, room {ahead[0].key})" in rumor["text"]


def test_the_text_games_quest_shows_the_trail_and_what_to_bring_back() -> None:
    """``quest`` in the text game: the steps found so far, and the hooks waiting on a
    counterpart the guild has found."""
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    assert "The trail below: 0 of" in growthwords.quests(game)
    thread, step = plan.asked_on(1)[0], plan.quest[0]
    at(game, 1, thread.room)
    hooks.on_enter(game, thread.room)  # the hook seen: what it asks for can be had
    at(game, thread.other_level, thread.other_room)
    settled(game, thread.other_level, thread.other_room)
    hooks.on_enter(game, thread.other_room)
    at(game, step.level, step.room)
    hooks.on_enter(game, step.room)
    shown = growthwords.quests(game)
    assert f"The trail below: 1 of {len(plan.quest)} steps found (p. 341)." in shown
    assert f"  step 1: level {step.level}, room {step.key}" in shown
    assert f"  to bring back to level 1, room {thread.key}: " in shown


def test_card_xxi_drawn_in_play_tells_of_the_next_step_not_yet_found() -> None:
    """p. 341: the rumor written before play tells of step 1; once the guild has found it, the
    same card drawn tells of step 2, by the same teller (or sign), place first."""
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    first, second = plan.quest[0], plan.quest[1]
    entry = game.level.meatgrinder[20]
    assert entry["step"] == 1
    reading = meatgrinder.read(21, "watch", frozenset())
    mark = len(game.log.events)
    crawl.play_entry(game, reading, entry)
    told = " ".join(e.text for e in of(game.log.events[mark:], ev.Narration))
    assert f"(level {first.level}, room {first.key})" in told
    at(game, first.level, first.room)
    hooks.on_enter(game, first.room)
    at(game, 1, game.world.levels[0].keyed.entry)
    mark = len(game.log.events)
    crawl.play_entry(game, reading, game.level.meatgrinder[20])
    told = " ".join(e.text for e in of(game.log.events[mark:], ev.Narration))
    assert f"(level {second.level}, room {second.key})" in told
    assert f"room {first.key})" not in told
    assert entry["teller"] in told


def test_a_counterpart_is_not_had_before_its_hook_is_known() -> None:
    """Rule: walking into a counterpart's room before the guild has seen the hook that asks
    for it takes nothing; once the hook is seen, coming back takes it."""
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    thread = plan.asked_on(1)[0]
    at(game, thread.other_level, thread.other_room)
    settled(game, thread.other_level, thread.other_room)
    hooks.on_enter(game, thread.other_room)
    assert hooks.counterparts_held(game) == []
    at(game, 1, thread.room)
    hooks.on_enter(game, thread.room)
    at(game, thread.other_level, thread.other_room)
    hooks.on_enter(game, thread.other_room)
    assert hooks.counterparts_held(game) == [thread.id]


def _guarded_counterpart(seed: int) -> bool:
    game = Game.new(seed)
    plan = game.world.levels[0].hook_plan
    return plan is not None and any(
        game.world.levels[t.other_level - 1].stock[t.other_room].denizens for t in plan.threads
    )


def test_a_band_standing_over_a_counterpart_must_be_dealt_with_first() -> None:
    """A dozing beast or a guarded key is not had by walking in with a torch: the room's band
    must be dealt with (here: a parley settles it while the guild stands there), and a band
    slain to the last leaves nobody to lead or learn from."""
    seed = seeds.find(_guarded_counterpart, "a return hook whose counterpart's room has a band")
    game = below(seed)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    thread = next(
        t for t in plan.threads if game.world.levels[t.other_level - 1].stock[t.other_room].denizens
    )
    at(game, thread.level, thread.room)
    hooks.on_enter(game, thread.room)
    at(game, thread.other_level, thread.other_room)
    mark = len(game.log.events)
    hooks.on_enter(game, thread.other_room)
    assert hooks.counterparts_held(game) == []
    assert any("dealt with first" in why for why in rulings(game.log.events[mark:], "p. 339"))
    assert not hooks.had(game, thread.other_room, "fetch")
    settled(game, thread.other_level, thread.other_room)
    hooks.on_settled(game, thread.other_room)
    assert hooks.counterparts_held(game) == [thread.id]
    state = game.states[thread.other_level]
    creature = game.level.stock[thread.other_room].denizens[0]
    slain = Band(thread.other_room, creature, 0, "slain")
    game.states[thread.other_level] = replace(state, bands=(*state.bands, slain))
    assert hooks.had(game, thread.other_room, "fetch")
    assert not hooks.had(game, thread.other_room, "escort")
    assert not hooks.had(game, thread.other_room, "learn")


def test_why_reads_card_xxi_as_the_guild_heard_it() -> None:
    """The Meatgrinder's table line that ``why`` shows for card XXI is the rumor as told in
    play (the next step not found), not the words written before play (seen in the seed-1
    playthrough: the guild heard of level 2, room 203, and ``why`` said level 1, room 102)."""
    game = below(WALK)
    plan = game.world.levels[0].hook_plan
    assert plan is not None
    first, second = plan.quest[0], plan.quest[1]
    at(game, first.level, first.room)
    hooks.on_enter(game, first.room)
    at(game, 1, game.world.levels[0].keyed.entry)
    game.states[1] = replace(game.states[1], marked=frozenset())
    stack(game, major=[21])
    mark = len(game.log.events)
    reading, entry = crawl.draw(game, "watch")
    crawl.play_entry(game, reading, entry)
    (drawn,) = of(game.log.events[mark:], ev.Meatgrinder)
    told = " ".join(e.text for e in of(game.log.events[mark:], ev.Narration))
    assert f"(level {second.level}, room {second.key})" in drawn.text
    assert f"room {first.key})" not in drawn.text
    assert drawn.text in told
    assert f"(level {second.level}, room {second.key})" in narrate.why(game.log.events[mark:])
