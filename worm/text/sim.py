"""``worm sim``: many autoplayed fights and campaigns, headless, with every invariant checked
after every command (CONTRACTS §1).

A *fight* (seed N) is a guild of three that delves and is at once set upon by a band picked by
the seed (one to six of one creature of the pack, from the ``sim`` stream), played out by the
autoplay bot until that Challenge ends. A *campaign* (seed N) is ``worm demo --seed N`` without
the narration: the bot delves, comes back up and delves again until the watches run out, the
guild is lost, or some expeditions in a row find no new room (``worm.engine.autobold``; with
``--delves N``: N expeditions are over).

After every command, accepted or refused, ``worm.engine.invariants`` checks the game; the first
problem ends that run and is counted as an invariant violation. Any exception other than the
book's "No" (``IllegalCommand``) ends the run as a crash. Each run depends only on its seed, so
runs are farmed out to ``--jobs`` processes and the figures never depend on how many.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from statistics import fmean
from typing import Any, TextIO

from worm import content, rng
from worm.engine import challenge, invariants, meet
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autobold import Headway, rooms_known
from worm.engine.autoplay import Autoplay, delve
from worm.engine.session import Game
from worm.errors import IllegalCommand, InvariantViolation, WormError
from worm.model.level import Kin
from worm.saves import games

Task = tuple[str, int, int, int, float, int | None]
Farm = Callable[[Callable[[Task], list["Result"]], list[Task]], Iterable[list["Result"]]]
"""Something that runs a function over tasks elsewhere (a Dask cluster) and answers in order."""

KINDS = ("fights", "campaigns")
GUILD = 3  # adventurers in every run
FIGHT_COMMANDS = 2_000  # a fight still going after this many commands never ends
EXPEDITION_STEPS = 100_000  # commands per expedition, as ``autoplay.run``
SHOWN = 5  # crashes and violations listed by seed
DARING = 0.3  # the chance a simulated guild tries each option a room offers (Autoplay)
CHUNK = {"fights": 10, "campaigns": 2}  # seeds handed to a worker at once
RELOAD = 1 / 150  # chance, after a campaign's command, that it is saved and reloaded
SHADOW = 25  # commands the reloaded copy then answers beside the original
ENDS = "the Challenge ends after"  # how the GM's ruling at the end of a fight begins (p. 123)
# How a fight ended, from the GM's ruling that ends it; the first fragment found wins.
ENDINGS = (
    ("foes are beaten", "won"),
    ("throw down their arms", "won"),
    ("foes have fled", "foes_fled"),
    ("no one in the guild is left standing", "lost"),
    ("the guild surrendered", "surrendered"),
    ("getaway", "retreated"),
    ("gets away", "retreated"),
    ("slips away", "retreated"),
    ("neither side can win", "stalemate"),
    ("their weapons", "parley"),
)
OUTCOMES = ("won", "foes_fled", "retreated", "lost", "stalemate", "surrendered", "parley", "other")


@dataclass
class Result:
    """What one run came to. Fights fill ``ending`` … ``cards``; campaigns ``watches`` …"""

    kind: str
    seed: int
    what: str = ""  # the band fought, or the watches allowed
    crash: str | None = None
    violation: str | None = None
    commands: int = 0
    survived: bool = True
    deaths: int = 0
    ending: str | None = None
    rounds: int = 0
    cards: int = 0
    watches: int = 0
    expeditions: int = 0
    endings: dict[str, int] = field(default_factory=dict)
    reloads: int = 0  # times the campaign was saved, loaded and compared (issue 16)
    mismatch: str | None = None  # how a reloaded game differed from the one it was saved from
    mixed: bool = False  # a fight with a second kind of foe beside the first
    mixed_fights: int = 0  # a campaign's fights with more than one kind of foe
    xp_curve: list[int] = field(default_factory=list)  # the guild's XP after each expedition
    gold_curve: list[int] = field(default_factory=list)  # its gold, once the City is paid

    @property
    def finished(self) -> bool:
        return self.crash is None and self.violation is None and self.mismatch is None


class Referee:
    """Sends commands to a game and checks every invariant after each one."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.dead: frozenset[str] = frozenset()
        self.xp: dict[str, int] = {a.id: a.xp for a in game.guild.adventurers}
        self.commands = 0
        self.fight: tuple[int, int] | None = None  # (serial, commands sent in it)
        self.soak: Soak | None = None  # saves, reloads and shadows the game now and then

    def send(self, command: cmd.Command) -> bool:
        """Run ``command``; False if it was refused. Raises InvariantViolation on a problem."""
        game = self.game
        if game.challenge is not None:
            serial = game.challenge.serial
            sent = self.fight[1] + 1 if self.fight and self.fight[0] == serial else 1
            self.fight = (serial, sent)
            if sent > FIGHT_COMMANDS:
                raise InvariantViolation(
                    f"a Challenge is still going after {FIGHT_COMMANDS} "
                    f"commands (round {game.challenge.round}, step "
                    f"{game.challenge.step})"
                )
        self.commands += 1
        mark = len(game.log.events)
        accepted = True
        try:
            game.execute(command)
        except IllegalCommand:
            accepted = False
        self.check(mark)
        if self.soak is not None and self.soak.mismatch is None:
            self.soak.mismatch = self.soak.after(game, command, mark)
        return accepted

    def check(self, mark: int) -> None:
        """Every invariant on the game as it stands, and on the events logged from ``mark`` on
        (what was sent since: here a command, for the text fuzz a typed line)."""
        problems = invariants.state(self.game)
        events = self.game.log.events[mark:]
        acted, self.dead = invariants.dead_acting(events, self.dead, self.game)
        earned, self.xp = invariants.experience(events, self.xp, self.game)
        invariants.enforce([*problems, *acted, *earned])

    def play(self, bot: Autoplay, command: cmd.Command) -> None:
        """Send the bot's command; a refused one is noted as ``autoplay.run`` notes it."""
        if not self.send(command):
            bot.refused(self.game, command)


# --- one run ---------------------------------------------------------------------------------


def band(seed: int, pack: content.ContentPack | None = None) -> tuple[str, int]:
    """The creature (a monster id) and how many of them seed ``seed`` sets on the guild."""
    pack = pack or content.default()
    monsters = sorted(pack.monsters)
    stream = rng.stream(seed, "sim")
    creature = monsters[int(stream.integers(len(monsters)))]
    return creature, 1 + int(stream.integers(6))


MIXED = challenge.MIXED  # how the GM's log begins a fight of several kinds
MIXED_SHARE = 1 / 3  # the share of fights where a second kind fights beside the first


def others(seed: int, pack: content.ContentPack | None = None) -> tuple[Kin, ...]:
    """The second kind (and how many, 1 to 3) that fights beside ``band(seed)`` in about a
    third of the fights (a mixed fight, p. 121), or none; from a stream of its own, so the
    first band stays what it was."""
    pack = pack or content.default()
    first = band(seed, pack)[0]
    monsters = [m for m in sorted(pack.monsters) if m != first]
    stream = rng.stream(seed, "sim:mixed")
    if stream.random() >= MIXED_SHARE:
        return ()
    return (Kin(monsters[int(stream.integers(len(monsters)))], 1 + int(stream.integers(3))),)


def fight(seed: int) -> Result:
    """One fight: a fresh guild set upon in the first room it enters, by one band or, now and
    then, by two kinds together (``others``)."""
    creature, count = band(seed)
    kin = others(seed)
    extra = "".join(f" and {k.count} × {k.creature}" for k in kin)
    result = Result("fights", seed, f"{count} × {creature}{extra}", mixed=bool(kin))
    referee: Referee | None = None
    try:
        game = Game.new(seed, size=GUILD)
        referee = Referee(game)
        referee.send(cmd.Delve())
        mark = len(game.log.events)
        meet.start(game, creature, count, game.room, True, others=kin)
        game.follow_up()  # the fight begins as the loop would begin it
        if game.challenge is None:
            raise InvariantViolation(f"meeting {count} × {creature} in ambush began no Challenge")
        referee.check(mark)  # the ambush's own events too (an Ambusher's warning, p. 74)
        serial, bot = game.challenge.serial, Autoplay()
        while game.challenge is not None and game.challenge.serial == serial:
            command = bot.next(game)
            if command is None:
                raise InvariantViolation(
                    f"the bot has nothing to send while the Challenge "
                    f"waits (phase {game.phase}, step "
                    f"{game.challenge.step})"
                )
            referee.play(bot, command)
        _tally_fight(result, game, mark)
    except Exception as error:  # every run reports its own failure; the batch goes on
        _failed(result, error)
    result.commands = referee.commands if referee else 0
    return result


def campaign(seed: int, watches: int, daring: float = DARING, delves: int | None = None) -> Result:
    """One campaign as ``worm demo`` plays it (``worm.text.demo.play``), checked throughout,
    but by a guild that tries what the rooms offer with the chance ``daring``
    (``Autoplay``), so the options a careful guild never touches are played too. With
    ``delves``, it stops after that many expeditions rather than after some in a row that
    find no new room (``autobold.Headway``). The guild's XP and gold (the living's) are
    noted after each expedition's City."""
    result = Result("campaigns", seed, f"{watches} watches")
    if delves is not None:
        result.what = f"{delves} delves, {watches} watches"
    referee: Referee | None = None
    try:
        game = Game.new(seed, size=GUILD)
        referee = Referee(game)
        soak = referee.soak = Soak(seed)
        headway = Headway(rooms_known(game))
        stall = Stall()
        while game.watches < watches and game.phase != "over":
            if delves is not None and game.expeditions >= delves:
                break
            if game.phase == "city" and not referee.send(delve(game)):  # as the demo delves
                break
            bot, sent = Autoplay(daring), 0
            while game.watches < watches and sent < EXPEDITION_STEPS and not result.mismatch:
                command = bot.next(game)
                if command is None:
                    break
                sent += 1
                referee.play(bot, command)
                stall.after(game)
                result.mismatch = soak.mismatch
            living = [a for a in game.guild.adventurers if not a.conditions.dead]
            result.xp_curve.append(sum(a.xp for a in living))
            result.gold_curve.append(sum(a.gold for a in living))
            if not headway.after(rooms_known(game)) and delves is None:
                break
            if sent == 0:
                break  # the bot has nothing left to do here: never loop on the spot
        result.reloads = soak.reloads
        result.watches, result.expeditions = game.watches, game.expeditions
        result.survived = game.phase != "over"
        result.deaths = sum(1 for a in game.guild.adventurers if a.conditions.dead)
        result.endings = dict(
            Counter(
                ending(e.why)
                for e in game.log.events
                if isinstance(e, ev.Gm) and e.why.startswith(ENDS)
            )
        )
        result.mixed_fights = sum(
            1 for e in game.log.events if isinstance(e, ev.Gm) and e.why.startswith(MIXED)
        )
    except Exception as error:  # every run reports its own failure; the batch goes on
        _failed(result, error)
    result.commands = referee.commands if referee else 0
    return result


STALL = 40
"""Watches a campaign may pass with no room entered for the first time and no fight: more is a
loop (play-test 19, seed 42: a lightless guild walked into an angry band and backed away from
watch 20 to 78)."""


class Stall:
    """Raises InvariantViolation when ``STALL`` watches pass with no room newly entered on any
    level and no fight begun: the bot is going round in circles."""

    def __init__(self) -> None:
        self.seen: tuple[int, int] = (-1, 0)
        self.since = 0  # the watch of the last room newly entered or fight begun
        self.fights = 0
        self.fighting = False

    def after(self, game: Game) -> None:
        fighting = game.phase == "challenge"
        if fighting and not self.fighting:
            self.fights += 1
        self.fighting = fighting
        seen = (sum(len(s.visited) for s in game.states.values()), self.fights)
        if seen != self.seen:
            self.seen, self.since = seen, game.watches
        elif game.watches - self.since >= STALL:
            raise InvariantViolation(
                f"{game.watches - self.since} watches (from watch {self.since}) with no room "
                "newly entered and no fight: the guild goes round in circles"
            )


class Soak:
    """Now and then (a chance of ``RELOAD`` a command, from the run's own dice), the game is
    saved, loaded back and compared — state and whole log — and the loaded copy is then sent
    the next ``SHADOW`` commands beside it, each answered with the same events (issue 16)."""

    def __init__(self, seed: int) -> None:
        self.dice = random.Random(seed ^ 0x5A7E)
        self.reloads = 0
        self.shadow: Game | None = None
        self.left = 0
        self.mismatch: str | None = None

    def after(self, game: Game, command: cmd.Command, mark: int) -> str | None:
        """Check the shadow against ``game``'s last command; maybe start a new reload."""
        if self.shadow is not None:
            try:
                self.shadow.execute(command)
            except IllegalCommand:
                pass
            if self.shadow.log.events[mark:] != game.log.events[mark:]:
                said = type(command).__name__
                return f"a reloaded game answered {said} differently (event {mark + 1})"
            self.left -= 1
            if self.left <= 0:
                self.shadow = None
        elif self.dice.random() < RELOAD:
            return self._reload(game)
        return None

    def _reload(self, game: Game) -> str | None:
        self.reloads += 1
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "soak.json"
            games.save(game, path)
            back, _ = games.load(path)
        if back.snapshot() != game.snapshot():
            return f"the reloaded state differs at watch {game.watches}"
        if back.log.events != game.log.events:
            return f"the reloaded log differs at watch {game.watches}"
        self.shadow, self.left = back, SHADOW
        return None


def ending(why: str) -> str:
    """How a fight ended, read from the GM's ruling that ended it."""
    for fragment, outcome in ENDINGS:
        if fragment in why:
            return outcome
    return "other"


def _tally_fight(result: Result, game: Game, mark: int) -> None:
    events = game.log.events[mark:]
    end = next(
        (i for i, e in enumerate(events) if isinstance(e, ev.Gm) and e.why.startswith(ENDS)),
        len(events),
    )
    fought = events[: end + 1]
    last = fought[end] if end < len(events) else None
    result.ending = ending(last.why) if isinstance(last, ev.Gm) else "other"
    result.rounds = sum(1 for e in fought if isinstance(e, ev.ChallengeRound))
    result.cards = sum(1 for e in fought if isinstance(e, ev.Action) and e.card is not None)
    result.deaths = sum(1 for a in game.guild.adventurers if a.conditions.dead)
    result.survived = result.deaths == 0


def _failed(result: Result, error: Exception) -> None:
    if isinstance(error, InvariantViolation):
        result.violation = _one_line(error)
    else:
        result.crash = _one_line(error)


def _one_line(error: Exception) -> str:
    """``Type: message (worm/…/file.py:line)``: where in worm it was raised, on one line."""
    text = " ".join(str(error).split()) or "(no message)"
    if len(text) > 240:
        text = text[:237] + "…"
    where = ""
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        path = Path(frame.filename)
        if "worm" in path.parts:
            parts = path.parts[len(path.parts) - 1 - path.parts[::-1].index("worm") :]
            where = f" ({'/'.join(parts)}:{frame.lineno})"
            break
    return f"{type(error).__name__}: {text}{where}"


# --- many runs ---------------------------------------------------------------------------------


def _chunk(task: Task) -> list[Result]:
    kind, first, count, watches, daring, delves = task
    if kind == "fights":
        return [fight(seed) for seed in range(first, first + count)]
    return [campaign(seed, watches, daring, delves) for seed in range(first, first + count)]


def results(
    kinds: Iterable[str],
    start: int,
    count: int,
    watches: int = 40,
    jobs: int = 1,
    daring: float = DARING,
    delves: int | None = None,
    farm: Farm | None = None,
) -> list[Result]:
    """Every run of ``kinds`` for seeds ``start`` … ``start + count − 1``, campaigns first and
    each kind in seed order, whatever the number of jobs; ``farm`` (a Dask cluster's map,
    ``worm.gen.cluster``) does the work instead of ``jobs`` processes when given."""
    tasks = [
        (kind, first, min(CHUNK[kind], start + count - first), watches, daring, delves)
        for kind in sorted(kinds)
        for first in range(start, start + count, CHUNK[kind])
    ]
    if farm is not None:
        return [r for chunk in farm(_chunk, tasks) for r in chunk]
    if jobs <= 1:
        return [r for task in tasks for r in _chunk(task)]
    context = multiprocessing.get_context("spawn")  # nothing inherited: a worker is a fresh worm
    try:
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            return [r for chunk in pool.map(_chunk, tasks) for r in chunk]
    except BrokenProcessPool as error:
        raise WormError(f"a worker process died: {error}") from None


def summary(found: list[Result]) -> dict[str, Any]:
    """The figures ``worm sim`` prints, as one JSON-ready object."""
    crashes = [r for r in found if r.crash]
    broken = [r for r in found if r.violation]
    differ = [r for r in found if r.mismatch]
    out: dict[str, Any] = {
        "runs": len(found),
        "crashes": len(crashes),
        "invariant_violations": len(broken),
        "reloads": sum(r.reloads for r in found),
        "reload_mismatches": len(differ),
        "crash_examples": [_example(r, r.crash) for r in crashes[:SHOWN]],
        "violation_examples": [_example(r, r.violation) for r in broken[:SHOWN]],
        "mismatch_examples": [_example(r, r.mismatch) for r in differ[:SHOWN]],
    }
    fights = [r for r in found if r.kind == "fights"]
    if fights:
        done = [r for r in fights if r.finished]
        rounds = [r.rounds for r in done]
        outcomes = Counter(r.ending for r in done)
        out["fights"] = {
            "runs": len(fights),
            "finished": len(done),
            "guild_survival": _ratio(sum(r.survived for r in done), len(done)),
            **{name: outcomes.get(name, 0) for name in OUTCOMES},
            "rounds_mean": round(fmean(rounds), 3) if rounds else 0.0,
            "rounds_max": max(rounds, default=0),
            "cards_per_round": _ratio(sum(r.cards for r in done), sum(rounds)),
            "deaths_per_fight": _ratio(sum(r.deaths for r in done), len(done)),
            "commands_per_fight": _ratio(sum(r.commands for r in done), len(done)),
            **_mixed_figures(done),
        }
    campaigns = [r for r in found if r.kind == "campaigns"]
    if campaigns:
        done = [r for r in campaigns if r.finished]
        endings: Counter[str] = Counter()
        for r in done:
            endings.update(r.endings)
        out["campaigns"] = {
            "runs": len(campaigns),
            "finished": len(done),
            "guild_survival": _ratio(sum(r.survived for r in done), len(done)),
            "watches_mean": _ratio(sum(r.watches for r in done), len(done)),
            "expeditions_mean": _ratio(sum(r.expeditions for r in done), len(done)),
            "deaths_per_campaign": _ratio(sum(r.deaths for r in done), len(done)),
            "fights_per_campaign": _ratio(sum(endings.values()), len(done)),
            "fight_endings": {name: endings.get(name, 0) for name in OUTCOMES},
            "mixed_fights": sum(r.mixed_fights for r in done),
            "commands_per_campaign": _ratio(sum(r.commands for r in done), len(done)),
            "delves": {str(n): k for n, k in sorted(Counter(r.expeditions for r in done).items())},
            "curves": curves(done),
        }
    return out


def _mixed_figures(done: list[Result]) -> dict[str, Any]:
    """The fights with two kinds of foe, apart: how many, how the guild fared, how long."""
    mixed = [r for r in done if r.mixed]
    rounds = [r.rounds for r in mixed]
    return {
        "mixed": len(mixed),
        "mixed_survival": _ratio(sum(r.survived for r in mixed), len(mixed)),
        "mixed_won": sum(1 for r in mixed if r.ending == "won"),
        "mixed_rounds_mean": round(fmean(rounds), 3) if rounds else 0.0,
    }


def curves(done: list[Result]) -> list[dict[str, Any]]:
    """After each expedition (1, 2, …): how many campaigns got that far, and the mean XP and
    gold of their living guild then (the gold once the City's upkeep is paid)."""
    rows = []
    for index in range(max((len(r.xp_curve) for r in done), default=0)):
        reached = [r for r in done if len(r.xp_curve) > index]
        rows.append(
            {
                "delve": index + 1,
                "campaigns": len(reached),
                "xp_mean": _ratio(sum(r.xp_curve[index] for r in reached), len(reached)),
                "gold_mean": _ratio(sum(r.gold_curve[index] for r in reached), len(reached)),
            }
        )
    return rows


def _ratio(part: float, whole: float) -> float:
    return round(part / whole, 4) if whole else 0.0


def _example(result: Result, message: str | None) -> dict[str, Any]:
    return {"kind": result.kind[:-1], "seed": result.seed, "what": result.what, "message": message}


def report(figures: dict[str, Any]) -> Iterator[str]:
    """The summary in words, a line at a time."""
    yield (
        f"{figures['runs']} runs from seed {figures['seed_start']} ({figures['jobs']} "
        f"job{'s' * (figures['jobs'] != 1)}) in {figures['seconds']:.1f} s"
    )
    for label, key, examples in (
        ("crashes", "crashes", "crash_examples"),
        ("invariant violations", "invariant_violations", "violation_examples"),
        ("saved, reloaded and different", "reload_mismatches", "mismatch_examples"),
    ):
        extra = ""
        if key == "reload_mismatches":
            if not figures["reloads"]:
                continue  # nothing was reloaded (fights only): nothing to say
            extra = f" (of {figures['reloads']} reloads)"
        yield f"{label}: {figures[key]}{extra}"
        for e in figures[examples]:
            yield f"  {e['kind']} seed {e['seed']} ({e['what']}): {e['message']}"
    f = figures.get("fights")
    if f:
        yield (
            f"fights: {f['runs']} ({f['finished']} finished), guild of {GUILD}; "
            f"survival {f['guild_survival']:.1%}"
        )
        yield (
            "  won {won}, foes fled {foes_fled}, retreated {retreated}, lost {lost}, "
            "stalemate {stalemate}, surrendered {surrendered}, parley {parley}, "
            "other {other}".format(**f)
        )
        yield (
            f"  rounds per fight: mean {f['rounds_mean']:.2f}, max {f['rounds_max']}; "
            f"cards played per round {f['cards_per_round']:.2f}; adventurer deaths per "
            f"fight {f['deaths_per_fight']:.3f}; commands per fight "
            f"{f['commands_per_fight']:.1f}"
        )
        yield (
            f"  mixed fights (two kinds): {f['mixed']}, survival {f['mixed_survival']:.1%}, "
            f"won {f['mixed_won']}, rounds per fight: mean {f['mixed_rounds_mean']:.2f}"
        )
    c = figures.get("campaigns")
    if c:
        yield (
            f"campaigns: {c['runs']} ({c['finished']} finished), up to "
            f"{figures['watches']} watches, daring {figures.get('daring', 0):g}; "
            f"survival {c['guild_survival']:.1%}"
        )
        yield (
            f"  mean {c['watches_mean']:.1f} watches, {c['expeditions_mean']:.2f} "
            f"expeditions, {c['fights_per_campaign']:.2f} fights, "
            f"{c['deaths_per_campaign']:.2f} adventurer deaths per campaign"
        )
        yield (
            "  fights ended: won {won}, foes fled {foes_fled}, retreated {retreated}, "
            "lost {lost}, stalemate {stalemate}, surrendered {surrendered}, "
            "parley {parley}, other {other}".format(**c["fight_endings"])
            + f"; mixed (more than one kind) {c['mixed_fights']}"
        )
        counts = ", ".join(f"{n}: {k}" for n, k in c["delves"].items())
        yield f"  delves per campaign (delves: campaigns): {counts}"
        yield "  after delve  campaigns  mean XP  mean gold"
        for row in c["curves"]:
            yield (
                f"  {row['delve']:>11}  {row['campaigns']:>9}  {row['xp_mean']:>7.2f}  "
                f"{row['gold_mean']:>9.2f}"
            )


def run(
    *,
    count: int,
    seed_start: int,
    jobs: int,
    kind: str,
    watches: int,
    as_json: bool,
    out: TextIO,
    daring: float = DARING,
    delves: int | None = None,
    farm: Farm | None = None,
) -> int:
    """``worm sim``: exit 1 if any run crashed or broke an invariant, else 0."""
    if seed_start + count > rng.MAX_SEED:
        raise WormError(
            f"--seed-start {seed_start} + --count {count} runs past the largest seed, 2**63 − 1"
        )
    kinds = KINDS if kind == "both" else (kind,)
    began = time.perf_counter()
    found = results(kinds, seed_start, count, watches, jobs, daring, delves, farm)
    figures = {
        "count": count,
        "seed_start": seed_start,
        "jobs": jobs,
        "kind": kind,
        "watches": watches,
        "delves": delves,
        "daring": daring,
        **summary(found),
        "seconds": round(time.perf_counter() - began, 3),
    }
    if as_json:
        print(json.dumps(figures, ensure_ascii=False), file=out)
    else:
        for line in report(figures):
            print(line, file=out)
    failed = figures["crashes"] or figures["invariant_violations"] or figures["reload_mismatches"]
    return 1 if failed else 0
