"""Invariants of whole autoplayed delves: light, watches and their draws, the decks, replay
(pp. 7, 90–91, 95; CONTRACTS §3; STYLE: same seed and Commands ⇒ byte-identical log)."""

from __future__ import annotations

import re
from unittest import mock

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm import content
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.log import line
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import demo

PACK = content.default()
CAPACITY = {item.name: item.light.flickers for item in PACK.items.values() if item.light}
EXTRA_TRIGGERS = {"loud_noise", "moving_carefully", "time"}

seeds = st.integers(0, 2**63 - 1)
watches = st.integers(10, 60)
delves = settings(max_examples=20, deadline=None)

# Pinned counterexamples of engine bugs (each also has a unit test in tests/unit/engine):
# seed 217: a guild of the dying tested twice in one group test, and the Wound after death
# crashed the engine; seed 278: the last one able to act fell in a test and the game went on.
DEAD_TESTER = {"seed": 217, "watches": 60}
LOST_GUILD = {"seed": 278, "watches": 60}
FOOL_MEETING = {"seed": 876962261, "watches": 10}


@delves
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
def test_a_light_never_holds_more_flickers_than_it_can_nor_fewer_than_none(
    seed: int, watches: int
) -> None:
    """p. 95: candle 2, torch 3, lantern 4 flickers, spent one per gutter, never below 0;
    a light burning has at least one flicker left."""
    game = demo.play(seed, watches)
    for e in game.log.events:
        if isinstance(e, ev.Light):
            assert 0 <= e.flickers <= CAPACITY[e.item], e
            if e.change in ("lit", "relit", "refuelled", "flicker"):
                assert e.flickers >= 1, e
    for a in game.guild.adventurers:
        for carried in a.inventory.things():
            source = PACK.items[carried.item].light
            if source is None:
                continue
            assert carried.flickers is None or 0 <= carried.flickers <= source.flickers, carried
            if carried.lit:
                assert carried.flickers is not None and carried.flickers >= 1, carried


def patrol_seconds(events: list[ev.Event]) -> list[ev.Meatgrinder]:
    """The second camp card of each night a Patrol drew twice (p. 137): a camp watch's
    readings after its first, which only a random encounter (XVI–XX) can call for."""
    found, current = [], []
    for e in events:
        if isinstance(e, ev.Watch):
            current = [] if e.cause == "camp" else [None]  # type: ignore[list-item]
        elif isinstance(e, ev.Meatgrinder) and e.trigger == "camp" and current != [None]:
            if current:
                first = current[0]
                assert first.band == "random_encounter" and not first.respite, (first, e)
                found.append(e)
            current.append(e)
    return found


def set_aside(events: list[ev.Event]) -> set[int]:
    """The seq of each night's card a Patrol did not play (p. 140 policy): the encounter it
    drew first, unless the second was trouble too, when the second is set aside."""
    unused = set()
    readings = [e for e in events if isinstance(e, ev.Meatgrinder)]
    for second in patrol_seconds(events):
        first = readings[readings.index(second) - 1]
        trouble = second.band == "random_encounter" and not second.respite
        unused.add(second.seq if trouble else first.seq)
    return unused


@delves
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
def test_every_watch_draws_exactly_one_meatgrinder_card(seed: int, watches: int) -> None:
    """p. 90: one draw per watch (a Camp's watch draws as ``camp``); the only other draws are
    the extras of p. 91: loud noise, moving carefully, and time-consuming work."""
    game = demo.play(seed, watches)
    events = game.log.events
    watch_events = [e for e in events if isinstance(e, ev.Watch)]
    readings = [e for e in events if isinstance(e, ev.Meatgrinder)]
    assert [w.n for w in watch_events] == list(range(1, len(watch_events) + 1))
    assert len(watch_events) == game.watches
    on_watch = [r for r in readings if r.trigger in ("watch", "camp")]
    patrols = patrol_seconds(events)  # a Patrol's second card of the night (p. 137)
    assert len(on_watch) == len(watch_events) + len(patrols)
    assert {r.trigger for r in readings} - {"watch", "camp"} <= EXTRA_TRIGGERS
    # Each watch's own card comes right after it, before anything else is drawn for it.
    for watch in watch_events:
        after = events[watch.seq :]
        reading = next(e for e in after if isinstance(e, ev.Meatgrinder))
        assert reading.trigger == ("camp" if watch.cause == "camp" else "watch"), (watch, reading)
    # Every reading is the major card just drawn for the Meatgrinder, and nothing else is.
    draws = [e for e in events if isinstance(e, ev.Draw) and e.purpose == "meatgrinder"]
    assert [d.card for d in draws] == [r.card for r in readings]
    assert all(d.deck == "major" for d in draws)
    for r in readings:
        if r.trigger == "loud_noise":
            assert r.counts == (16 <= r.card.value <= 20), r
        elif r.trigger in ("moving_carefully", "time"):
            assert r.counts == (r.card.value <= 5), r
        else:
            assert r.counts, r


STAYS_MARKED = re.compile(r"level (\d+)'s Meatgrinder, card (\d+): nothing new is left")


@delves
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
@example(seed=353611, watches=38)  # the Unicorn: nothing new to write over it, it stays marked
def test_a_marked_off_entry_drawn_again_is_a_respite_and_i_to_v_are_never_marked(
    seed: int, watches: int
) -> None:
    """p. 91: an entry that has happened is marked off; drawn again it is a watch of respite;
    torches gutter (I–V) is never marked; every table is restocked after a City Phase (p. 160)."""
    game = demo.play(seed, watches)
    unused = set_aside(game.log.events)
    marked: dict[int, set[int]] = {}
    for e in game.log.events:
        if isinstance(e, ev.CityStep) and e.step == 8:  # the restock clears every table
            marked = {level: set() for level in marked}
        kept = STAYS_MARKED.match(e.why) if isinstance(e, ev.Gm) else None
        if kept:  # ... but for an entry with nothing new to write over it (policy p. 160)
            marked.setdefault(int(kept[1]), set()).add(int(kept[2]))
        if not isinstance(e, ev.Meatgrinder):
            continue
        table = marked.setdefault(e.level, set())
        value = e.card.value
        assert e.respite == (e.counts and value > 5 and value in table), (e, sorted(table))
        if e.counts and value > 5:
            table.add(value)
        if e.seq in unused:  # the card a Patrol set aside is neither played nor marked
            table.discard(value)
    for level, state in game.states.items():
        assert state.marked == marked.get(level, set()), level
        assert not state.marked & set(range(1, 6)), level


@delves
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
def test_the_decks_always_hold_every_card_and_are_counted_every_watch(
    seed: int, watches: int
) -> None:
    """p. 7 and CONTRACTS §3: each ``decks`` event sums to 57 minor and 21 major cards, and
    at least one follows every watch before the next."""
    game = demo.play(seed, watches)
    counted = True
    for e in game.log.events:
        if isinstance(e, ev.Watch):
            assert counted, f"no decks event between watch {e.n - 1} and watch {e.n}"
            counted = False
        elif isinstance(e, ev.Decks):
            counted = True
            minor = e.minor.draw + e.minor.discard + e.minor.elsewhere
            major = e.major.draw + e.major.discard + e.major.elsewhere
            assert (minor, major) == (57, 21), e
            assert min(e.minor.draw, e.minor.discard, e.minor.elsewhere) >= 0
    assert counted, "no decks event after the last watch"


@delves
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
@example(seed=51105, watches=30)  # a poultice wakes the last one standing before the foes act
def test_a_guild_with_no_one_able_to_act_is_lost(seed: int, watches: int) -> None:
    """p. 126: when no adventurer can act any more, the game is over."""
    game = demo.play(seed, watches)
    if not any(a.active for a in game.guild.adventurers):
        assert game.phase == "over"
        assert any(isinstance(e, ev.Gm) and e.rule == "p. 126" for e in game.log.events)
    if game.phase == "over":
        assert not any(a.active for a in game.guild.adventurers)


class Recorded(Game):
    """A Game that remembers every Command it was given, and whether it was refused; a
    refused one must leave the log, the decks and the state as they were (p. 5)."""

    def execute(self, command: cmd.Command) -> list[ev.Event]:
        played = self.__dict__.setdefault("played", [])
        before = self._state()
        try:
            events = super().execute(command)
        except IllegalCommand:
            assert self.log.events[-1].type == "refused", f"the refused {command!r} left no trace"
            assert self._state(refused=True) == before, f"the refused {command!r} left a trace"
            played.append((command, False))
            raise
        played.append((command, True))
        return events

    def _state(self, *, refused: bool = False) -> tuple:
        return (list(self.log.events[: -1 if refused else None]), self.snapshot())


def replayed(seed: int, commands: list[cmd.Command]) -> str:
    game = Game.new(seed)
    for command in commands:
        try:
            game.execute(cmd.COMMANDS.validate_json(command.model_dump_json()))
        except IllegalCommand:
            pass
    return game.log.to_jsonl()


@settings(max_examples=10, deadline=None)
@given(seed=seeds, watches=watches)
@example(**DEAD_TESTER)
@example(**LOST_GUILD)
@example(**FOOL_MEETING)
def test_the_same_seed_and_commands_give_a_byte_identical_log(seed: int, watches: int) -> None:
    """STYLE, Tests: the log is a function of the seed and the Commands alone. Replayed from
    their JSON it comes out the same, byte for byte — and the same again without the refused
    commands, which leave only their ``refused`` event, not even a step of a random stream."""
    with mock.patch.object(demo, "Game", Recorded):
        game = demo.play(seed, watches)
    played = game.__dict__.get("played", [])
    assert played, "the bot sent no command"
    log = game.log.to_jsonl()
    assert replayed(seed, [c for c, _ in played]) == log
    kept = [e for e in game.log.events if e.type != "refused"]
    renumbered = "".join(
        line(e.model_copy(update={"seq": n})) + "\n" for n, e in enumerate(kept, start=1)
    )
    assert replayed(seed, [c for c, accepted in played if accepted]) == renumbered
    assert demo.play(seed, watches).log.to_jsonl() == log
