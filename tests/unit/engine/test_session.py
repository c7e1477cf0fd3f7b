"""The engine: commands in, events out; the same seed and commands give the same log."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.seeds import encounters
from tests.unit.engine.test_crawl import behind_room, below, locked_seed, stack
from worm import rng, tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import log, session
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import call_to_adventure

SCRIPT = [
    cmd.TestFate(who="a1", attribute="swords", task="force the door"),
    cmd.PushFate(),
    cmd.TestFate(who="a2", attribute="cups", spend_resolve=True, task="read the runes"),
    cmd.GroupTest(attribute="pentacles", push="both", task="sneak past"),
    cmd.ReadOracle(oracle="adventurer"),
    cmd.TestFate(who="a3", attribute="wands", aided_by="a1", motif=0),
    cmd.ReadOracle(oracle="pack"),
] + [cmd.TestFate(who=f"a{1 + i % 3}", attribute=tarot.SUITS[i % 4]) for i in range(60)]


def play(seed: int, script=SCRIPT) -> Game:
    game = Game.new(seed)
    for command in script:
        if game.pending is not None and not isinstance(command, cmd.PushFate | cmd.AcceptFate):
            game.execute(cmd.AcceptFate())  # a failure not pushed stands before the next (p. 9)
        try:
            game.execute(command)
        except IllegalCommand:
            pass  # e.g. a push with nothing waiting; refused commands leave no trace
    return game


def test_same_seed_and_commands_give_a_byte_identical_log():
    assert play(11).log.to_jsonl() == play(11).log.to_jsonl()
    assert play(11).log.to_jsonl() != play(12).log.to_jsonl()


def test_commands_round_trip_through_json_and_replay_identically():
    replayed = [cmd.COMMANDS.validate_json(c.model_dump_json()) for c in SCRIPT]
    assert play(5, replayed).log.to_jsonl() == play(5).log.to_jsonl()


def test_the_log_meets_the_contract(tmp_path):
    path = tmp_path / "e.jsonl"
    path.write_text(play(3).log.to_jsonl(), encoding="utf-8")
    records = list(log.read(path))
    assert records[0] == {"seq": 1, "type": "session", "seed": 3, "version": records[0]["version"]}
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    required = {
        "draw": {"deck", "card", "purpose"},
        "shuffle": {"deck", "reason"},
        "decks": {"minor", "major"},
        "fate": {"who", "attribute", "rating", "cards", "favor", "total", "pushed", "outcome"},
        "gm": {"rule", "why"},
        "narration": {"text"},
    }
    seen = {r["type"] for r in records}
    assert set(required) <= seen
    for record in records:
        assert required.get(record["type"], set()) <= set(record), record
        assert log.validate(record) is not None
        if record["type"] == "decks":
            assert sum(record["minor"].values()) == 57 and sum(record["major"].values()) == 21
        if record["type"] == "gm":
            assert record["rule"].startswith("p. ")
        if record["type"] == "draw":
            assert set(record["card"]) == {"deck", "suit", "value", "name"}


def test_readers_ignore_unknown_fields_and_types():
    record = {"seq": 1, "type": "narration", "text": "hi", "mood": "grim"}
    assert log.validate(record) == ev.Narration(seq=1, text="hi")
    assert log.validate({"seq": 2, "type": "a_future_event_type"}) is None


def test_a_failed_test_waits_for_push_or_accept():
    game = Game.new(2)
    for _ in range(200):
        game.execute(cmd.TestFate(who="a1", attribute="wands"))
        if game.pending:
            break
    assert game.pending is not None
    events = game.execute(cmd.PushFate())
    fates = [e for e in events if isinstance(e, ev.Fate)]
    assert len(fates) == 1 and fates[0].pushed and len(fates[0].cards) == 2
    assert fates[0].outcome in ("success", "great_failure")
    with pytest.raises(IllegalCommand, match="no failed test"):
        game.execute(cmd.PushFate())


def test_spending_resolve_gives_favor_and_costs_one():
    game = Game.new(4)
    before = game.guild.adventurer("a2").resolve
    events = game.execute(cmd.TestFate(who="a2", attribute="cups", spend_resolve=True))
    game.execute(cmd.AcceptFate()) if game.pending else None
    fate = next(e for e in game.log.events if isinstance(e, ev.Fate))
    assert fate.favor == 3 and "spent 1 Resolve" in fate.favor_reasons
    assert game.guild.adventurer("a2").resolve == before - 1
    assert events


# Caches of what the seed and the content pack decide (the pack, the generated Underworld and
# each level's plan): rebuilt the same from the seed, so they are not part of what a game holds.
DERIVED = {"pack", "_world", "_plans"}
# What was sent, refused commands included (as the log keeps their 'refused' events): the
# tests below check it grows by exactly the refused commands.
RECORDS = {"history"}


def frozen(value: object) -> object:
    """A value that later play cannot change under us: containers copied, arrays as bytes,
    the log as its events bar ``refused`` ones, random streams as their states."""
    if isinstance(value, log.EventLog):
        return tuple(e for e in value.events if e.type != "refused")
    if isinstance(value, rng.Streams):
        return value.state()
    if isinstance(value, np.ndarray):
        return (value.shape, value.tobytes())
    if isinstance(value, dict):
        return {key: frozen(item) for key, item in value.items()}
    if isinstance(value, list | set):
        return [frozen(item) for item in value]
    return value  # models, tuples and frozensets: immutable


HELD = {"log", "streams", "guild", "decks", "bindings", "pending", "states", "seen"}
HELD |= {"phase", "depth", "room", "pos", "watches", "choice", "meeting", "challenge", "dying"}


def everything(game: Game) -> dict[str, object]:
    """All the game holds: every attribute but the derived caches, so the log, guild, decks,
    bindings, the pending test, every field of the Crawl (``worm.model.crawl.Crawl``), every
    level's state, the tiles seen and every random stream's state."""
    skip = DERIVED | RECORDS
    held = {name: frozen(value) for name, value in vars(game).items() if name not in skip}
    assert HELD <= set(held), f"the game no longer holds {sorted(HELD - set(held))} itself"
    return held


def changed(before: dict[str, object], after: dict[str, object]) -> list[str]:
    return [name for name in before.keys() | after.keys() if before.get(name) != after.get(name)]


def test_a_refused_command_changes_nothing():
    """Refused before anything happens: three tests of fate that may not be taken."""
    game = Game.new(4)
    for _ in range(4):
        game.execute(cmd.TestFate(who="a2", attribute="cups", spend_resolve=True))
        if game.pending:
            game.execute(cmd.AcceptFate())
    before, sent = everything(game), len(game.history)
    refused = [
        cmd.TestFate(who="a2", attribute="cups", spend_resolve=True),
        cmd.TestFate(who="a1", attribute="cups", aided_by="a1"),
        cmd.TestFate(who="nobody", attribute="cups"),
    ]
    for command, why in zip(refused, ("0 Resolve", "cannot aid", "no adventurer"), strict=True):
        with pytest.raises(IllegalCommand, match=why):
            game.execute(command)
    assert changed(before, everything(game)) == []
    assert game.history[sent:] == refused  # the record of what was sent, as the log's


def forcing_a_door() -> Game:
    """Seed ``locked_seed()``'s locked door 101–102 (``test_crawl``): a1 fails to force it (Ace of
    Cups) and the test waits; the noise's extra card is the level's first wandering band,
    one that attacks on sight if the level has one (p. 87 makes them few)."""
    probe = below(locked_seed(), 6)
    bands = [e for e in encounters(probe) if e.get("creature")]
    assert bands, f"seed {locked_seed()}'s level 1 has no wandering band"
    hostile = [e for e in bands if e.get("disposition") == "hostile"] or bands
    game = below(locked_seed(), 6, int(hostile[0]["card"]), marked=frozenset({6}))
    stack(game, minor=["Ace of Cups"])
    game.execute(cmd.ForceDoor(to=behind_room(), who="a1"))
    return game


def test_a_command_refused_after_it_did_things_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Refused only after doing things: the failed forcing waiting, ``accept`` lets it stand
    (p. 9) and its noise brings a band, drawing from the streams; a refusal raised only then
    (here forced, after the handler has run) leaves nothing of it but its ``refused`` event.
    A command other than push or accept is refused before anything while a test waits
    (``tests/unit/engine/test_push_waits.py``), so the refusal is made to come late."""
    game = forcing_a_door()
    assert game.pending is not None and game.phase == "crawl", "the scenario needs a waiting test"
    before, sent, logged = everything(game), len(game.history), len(game.log.events)

    def accept_then_refuse(table: object, command: cmd.AcceptFate) -> None:
        session.fortune.accept(table, command)  # type: ignore[arg-type]  # the Game is a Table
        game.follow_up()  # what the test decided, as the loop would run it
        assert game.phase in ("challenge", "parley"), "the failed forcing's noise brings a band"
        raise IllegalCommand("refused once the fight has begun")

    monkeypatch.setitem(session.COMMANDS, cmd.AcceptFate, accept_then_refuse)
    with pytest.raises(IllegalCommand, match="refused once the fight has begun"):
        game.execute(cmd.AcceptFate())
    assert changed(before, everything(game)) == []
    assert game.history[sent:] == [cmd.AcceptFate()]
    assert [e.type for e in game.log.events[logged:]] == ["refused"]


def test_bound_by_fate_through_the_engine():
    game = Game.new(9)
    game.execute(cmd.TestFate(who="a1", attribute="swords", obstacle="gate", method="force"))
    if game.pending:
        game.execute(cmd.AcceptFate())
    with pytest.raises(IllegalCommand, match="bound by fate"):
        game.execute(cmd.TestFate(who="a2", attribute="swords", obstacle="gate", method="force"))
    game.execute(cmd.TestFate(who="a2", attribute="pentacles", obstacle="gate", method="pick"))


def test_the_fool_reshuffles_both_decks_when_the_test_is_done():
    for seed in range(40):
        game = play(seed)
        records = [json.loads(line) for line in game.log.to_jsonl().splitlines()]
        fools = [
            i
            for i, r in enumerate(records)
            if r["type"] == "draw" and r["card"]["value"] == 0 and r["deck"] == "minor"
        ]
        if fools:
            after = records[fools[0] :]
            reshuffles = [
                r["deck"] for r in after if r["type"] == "shuffle" and r["reason"] == "fool"
            ]
            assert reshuffles[:2] == ["minor", "major"]
            return
    pytest.fail("no Fool drawn in 40 seeds of this script")


def test_great_failure_exhausts_or_wounds_when_dangerous():
    """p. 9 (policy): each great failure costs Exhaust until Camp, or in danger a Wound, the
    cheapest first; seed 1 tests a1 until the Wounds leave them at Death's Door."""
    game = Game.new(1)
    costs = {True: 0, False: 0}
    for i in range(400):
        if not game.guild.adventurer("a1").active:
            break
        dangerous = bool(i % 2)
        events = game.execute(cmd.TestFate(who="a1", attribute="wands", dangerous=dangerous))
        if game.pending:
            events += game.execute(cmd.PushFate())
        if not any(isinstance(e, ev.Fate) and e.outcome == "great_failure" for e in events):
            continue
        costs[dangerous] += 1
        wounds = [e for e in events if isinstance(e, ev.Wound)]
        exhausts = [e for e in events if isinstance(e, ev.Condition) and e.change == "Exhaust"]
        if dangerous:
            assert len(wounds) == 1 and not exhausts, f"test {i}: {events}"
            assert wounds[0].cause == "great failure"
        else:
            assert len(exhausts) == 1 and not wounds, f"test {i}: {events}"
            assert game.guild.adventurer("a1").has_effect("exhaust")  # until the next Camp
    assert costs[True] >= 3 and costs[False] >= 1, costs  # both branches, Wounds to the Door
    wounds = [e for e in game.log.events if isinstance(e, ev.Wound)]
    assert wounds[0].taken_as == "Staggered"  # the GM's Wound policy: cheapest first
    a1 = game.guild.adventurer("a1")
    assert not a1.active and a1.conditions.deaths_door and not a1.conditions.dead
    with pytest.raises(IllegalCommand, match="Death's Door"):
        game.execute(cmd.TestFate(who="a1", attribute="wands"))


@pytest.mark.parametrize("seed", range(25))
def test_quick_creation_makes_a_valid_guild(seed):
    game = Game.new(seed, size=1 + seed % 4)
    assert call_to_adventure.guild_problems(game.guild, game.pack) == []


def test_resolve_is_kept_when_favor_is_already_there():
    game = Game.new(4)
    game.execute(cmd.TestFate(who="a2", attribute="cups", aided_by="a1", spend_resolve=True))
    assert game.guild.adventurer("a2").resolve == 4
    assert any(isinstance(e, ev.Gm) and "Resolve is kept" in e.why for e in game.log.events)


def test_a_group_test_has_each_tester_push_alone_and_binds_the_guild():
    game = Game.new(6)
    game.execute(cmd.GroupTest(attribute="cups", push="least", obstacle="chasm", method="leap"))
    fates = [e for e in game.log.events if isinstance(e, ev.Fate)]
    assert len(fates) == 2 and not fates[0].pushed  # the most qualified did not push
    with pytest.raises(IllegalCommand, match="bound by fate"):
        game.execute(cmd.GroupTest(attribute="cups", obstacle="chasm", method="leap"))


def test_group_tight_spots_and_disasters_cost_the_testers():
    seen = set()
    for seed in range(60):
        game = Game.new(seed)
        game.execute(cmd.GroupTest(attribute="wands", push="both"))
        group = next(e for e in game.log.events if isinstance(e, ev.GroupTest))
        hurt = [e for e in game.log.events if isinstance(e, ev.Condition)]
        great_failures = sum(
            e.outcome == "great_failure" for e in game.log.events if isinstance(e, ev.Fate)
        )
        if group.outcome == "tight_spot":
            assert len(hurt) == great_failures + 1
        if group.outcome == "disaster":
            assert len(hurt) >= 2
        seen.add(group.outcome)
    assert {"tight_spot", "disaster"} <= seen


def test_a_dangerous_great_failure_notches_worn_armor_first():
    for seed in range(200):
        game = Game.new(seed)
        armored = [
            a
            for a in game.guild.adventurers
            if any(
                game.pack.items[t.item].notches and "armor" in game.pack.items[t.item].tags
                for t in a.inventory.belt
                if t
            )
        ]
        if not armored:
            continue
        who = armored[0].id
        for _ in range(100):
            game.execute(cmd.TestFate(who=who, attribute="wands", dangerous=True))
            if game.pending:
                game.execute(cmd.PushFate())
            hurt = [e for e in game.log.events if isinstance(e, ev.Wound)]
            if hurt:
                assert hurt[0].taken_as == "armor"
                item = next(e for e in game.log.events if isinstance(e, ev.Item))
                assert item.change in ("notched", "destroyed") and item.cause == "great failure"
                return
    pytest.fail("no armored adventurer suffered a dangerous great failure")


def test_quick_guilds_start_with_the_xp_of_a_declared_quest():
    game = Game.new(8)
    assert game.guild.quest and all(a.xp == 3 for a in game.guild.adventurers)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), draw=st.integers(1, 6))
def test_a_new_draw_is_a_new_guild_in_the_same_underworld(seed: int, draw: int) -> None:
    """Issue 19 play-test point 8: a new guild after a loss brought back the lost one, the same
    names and hands. Each draw is a guild of its own; the Underworld is the seed's."""
    first, again = Game.new(seed), Game.new(seed, draw=draw)
    assert [a.name for a in first.guild.adventurers] != [a.name for a in again.guild.adventurers]
    assert [a.name for a in Game.new(seed, draw=draw).guild.adventurers] == [
        a.name for a in again.guild.adventurers
    ]  # and the same draw is the same guild: a replay begins from it
    assert first.world.levels[0].keyed == again.world.levels[0].keyed
