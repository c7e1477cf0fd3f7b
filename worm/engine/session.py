"""The engine: one game's state, run by Commands, answered with Events (ARCHITECTURE).

``Game.new(seed)`` shuffles the decks and gathers a guild; ``game.execute(command)`` returns the
events it caused. Same seed and same commands give the same events, byte for byte.

The loop (ARCHITECTURE, "The state core"): a command's procedure works on the table
(``worm.engine.table``); whatever it leaves for later — what a test decided, a watch after a
fight, a fight that begins, the way back to the last room — is a follow-up, and the loop runs
the follow-ups in order, the newest one's own follow-ups first, as a GM would finish one thing
before the next. A refused command puts the whole ``GameState`` back as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from worm import __version__, content, grammar, rng
from worm.engine import (
    area_sense,
    byname,
    camouflage,
    camp,
    challenge,
    city,
    city_actions,
    contracts,
    crawl,
    district_actions,
    dwimmercraft,
    elections,
    explore,
    foresight,
    fortune,
    group_tests,
    harvest,
    market,
    meet,
    missing,
    motifs,
    negate,
    outcomes,
    outright,
    pacts,
    parley,
    porters,
    quests,
    retirement,
    runes,
    sleeve,
    sneak,
    sneak_ahead,
    sneak_lift,
    spikes,
    spyglass,
    stall,
    tending,
    treasure,
    wounds,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand, Waiting
from worm.gm import creation
from worm.model.guild import Guild
from worm.model.loop import (
    Decided,
    FightBegins,
    GoBack,
    LevelOutcome,
    NextWaiting,
    PlayOutcomes,
    TestNext,
    Unasked,
    WatchPasses,
)
from worm.model.state import GameState
from worm.rules import crossed_off, fate, wound_order
from worm.rules import elections as electives

Handler = Callable[[Table, Any], None]

WHILE_A_TEST_WAITS = (cmd.PushFate, cmd.AcceptFate, cmd.Look, cmd.Listen)
"""What may be sent while a failed test waits (p. 9): pushing fate is the tester's choice, made
before the guild does anything else, so only its two answers and the free looks (p. 183)
that help to make it are taken; any other command is refused, the test still waiting."""

COMMANDS: dict[type[cmd.Command], Handler] = {
    cmd.TestFate: fortune.test,
    cmd.PushFate: fortune.push,
    cmd.AcceptFate: fortune.accept,
    cmd.GroupTest: fortune.group_test,
    cmd.ReadOracle: fortune.read_oracle,
    cmd.Delve: crawl.delve,
    cmd.Go: crawl.go,
    cmd.Step: crawl.step,
    cmd.Walk: crawl.walk,
    cmd.Explore: crawl.explore,
    cmd.Take: crawl.take,
    cmd.Careful: crawl.careful,
    cmd.Look: explore.look,
    cmd.Search: explore.search,
    cmd.Listen: explore.listen,
    cmd.OpenDoor: explore.open_door,
    cmd.ForceDoor: explore.force,
    cmd.Colossal: explore.smash_down,
    cmd.PickLock: explore.pick,
    cmd.SpikeDoor: spikes.spike,
    cmd.Spy: spyglass.spy,
    cmd.Act: explore.act,
    cmd.Choose: explore.choose,
    cmd.UseItem: explore.use,
    cmd.DropItem: explore.drop,
    cmd.Porter: porters.porter,
    cmd.TakeTreasure: lambda game, command: explore.take_treasure(game),
    cmd.Talk: parley.talk,
    cmd.Approach: parley.approach,
    cmd.Banter: meet.banter_with,
    cmd.Fight: meet.fight,
    cmd.Withdraw: challenge.withdraw,
    cmd.Camp: camp.make_camp,
    cmd.CampAct: camp.act,
    cmd.CampOn: camp.camp_on,
    cmd.Burn: camp.burn,
    cmd.Tend: tending.tend_command,
    cmd.Harvest: harvest.harvest_command,
    cmd.Sleeve: sleeve.pull,
    cmd.Sneak: sneak.slip,
    cmd.Scout: sneak_ahead.scout,
    cmd.Lift: sneak_lift.lift,
    cmd.Arrive: sneak.arrive,
    cmd.Meditate: area_sense.meditate,
    cmd.SecondSight: dwimmercraft.focus,
    cmd.Translate: runes.translate,
    cmd.AskLore: foresight.ask,
    cmd.Upkeep: city.upkeep,
    cmd.TakeContract: contracts.take,
    cmd.Plan: city.plan,
    cmd.DropContract: contracts.drop,
    cmd.Buy: market.buy,
    cmd.BuyBack: stall.buy_back,
    cmd.Ransom: missing.ransom,
    cmd.Sell: market.sell,
    cmd.Repair: market.repair,
    cmd.KeepTreasure: treasure.keep,
    cmd.CityAct: district_actions.act,
    cmd.Quest: quests.quest,
    cmd.Retire: retirement.retire,
    cmd.Recruit: retirement.recruit,
    cmd.Motif: motifs.change,
    cmd.Ready: outright.ready,
    cmd.Elect: elections.elect,
    cmd.Byname: byname.rename,
    cmd.WoundOrder: wounds.set_order,
    cmd.TakeWound: lambda game, command: _take_wound(game, command),  # defined below
    cmd.Initiative: challenge.lay_initiative,
    cmd.Play: challenge.play,
    cmd.Pass: challenge.pass_turn,
    cmd.Warn: challenge.warn,
    cmd.Retreat: challenge.run,
    cmd.Surrender: challenge.give_up,
    cmd.Calm: challenge.calm,
    cmd.Negate: lambda game, command: _negate(game, command),  # defined below
    cmd.Counsel: challenge.counsel_mate,
}
"""Every command the engine knows, and the procedure that plays it."""


class Game(Table):
    """A game in play: the table, its log, and the loop that runs commands on it."""

    def __init__(self, seed: int, guild: Guild, pack: content.ContentPack) -> None:
        super().__init__(seed, guild, pack)
        self.last_command = 0  # where the last command's events begin (for "why")
        self.last_ruled = 0  # where the last command that made a ruling began (for "why")
        self.start: GameState | None = None  # the game as it began, for a replay
        self.history: list[cmd.Command] = []  # every command sent since ``start``, refused too

    # --- starting ---------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        seed: int,
        size: int = 3,
        pack: content.ContentPack | None = None,
        *,
        draw: int = 0,
        ask: bool = False,
    ) -> Game:
        """A new game: shuffled decks and a guild made by the quick Call to Adventure (pp.
        20–21). ``draw`` numbers the guilds made for one seed: each after the first is drawn
        from a stream of its own, so a new guild in the same Underworld is a new guild.
        ``ask``: a player's guild, asked as each Wound lands (``with_guild``)."""
        pack = pack or content.default()
        stream = rng.stream(seed, "creation" if draw == 0 else f"creation:guild:{draw}")
        guild = creation.quick_guild(stream, pack, size=size)
        return cls.with_guild(seed, guild, pack, ask=ask)

    @classmethod
    def with_guild(
        cls,
        seed: int,
        guild: Guild,
        pack: content.ContentPack | None = None,
        *,
        ask: bool = False,
    ) -> Game:
        """A new game for a guild already made (step by step, say): shuffled decks, the guild
        gathered at the mouth of the Underworld. ``ask``: a player plays it, so each member
        is asked how a Wound is taken when it could go more than one way (p. 124,
        ``wound_order.asking``); without it the GM's default takes Wounds (the bot, sim, demo)."""
        pack = pack or content.default()
        if ask:
            guild = wound_order.asking(guild)
        game = cls(seed, guild, pack)
        game._gather()
        game.start = game.snapshot()
        return game

    @classmethod
    def replay(
        cls,
        start: GameState,
        commands: Iterable[cmd.Command],
        pack: content.ContentPack | None = None,
    ) -> Game:
        """The game that began as ``start`` (``Game.start`` of a new game) and was sent
        ``commands`` (``Game.history``), played again: the same events, refusals included,
        and the same state (ARCHITECTURE: a replay is the seed and the commands)."""
        game = cls.from_state(start, pack)
        game._gather()
        for command in commands:
            try:
                game.execute(command)
            except IllegalCommand:
                pass  # refused then, refused now: its 'refused' event is in the log again
        return game

    def _gather(self) -> None:
        """The opening of every game: the session, the shuffles, the guild at the mouth."""
        self.log.emit(ev.Session, seed=self.seed, version=__version__)
        self.log.emit(ev.Shuffle, deck="minor", reason="start")
        self.log.emit(ev.Shuffle, deck="major", reason="start")
        order = tuple(a.name for a in self.guild.in_marching_order())
        self.log.emit(ev.Guild, name=self.guild.name, adventurers=order)
        self.log.emit(
            ev.Narration,
            text=f"Under the banner of {self.guild.name}, the guild gathers at "
            "the mouth of the Underworld.",
        )
        self.census()

    @classmethod
    def from_state(cls, state: GameState, pack: content.ContentPack | None = None) -> Game:
        """A game that goes on from ``state`` (a save, a keyframe); its log starts empty, and
        a replay of it starts from ``state`` unless ``start`` and ``history`` are given."""
        pack = pack or content.default()
        game = cls(state.seed, state.guild, pack)
        game.restore(state)
        game.start = state
        return game

    # --- the loop ---------------------------------------------------------------------------

    def execute(self, command: cmd.Command) -> list[ev.Event]:
        """Run one command; return the events it caused.

        A refused command (the book's "No", p. 5) leaves the game as it was — decks, guild,
        every level, the tiles seen, the random streams — and one ``refused`` event in the log;
        then its IllegalCommand is raised for the front end to show.

        A Wound that lands on one who asked to choose (p. 124) stops the command the same way,
        but it is not refused: it waits (``asked``), and ``TakeWound`` plays it again."""
        mark = len(self.log.events)
        before = self.checkpoint()
        self.history.append(command)
        waited = self.asked
        try:
            try:
                self._play(command)
            except wounds.Asked as asked:  # the blow stops at a Wound its player takes (p. 124)
                blow: cmd.Command = command
                answers: tuple[str, ...] = ()
                if isinstance(command, cmd.TakeWound) and waited is not None:
                    blow = cmd.COMMANDS.validate_json(waited.command)
                    answers = (*waited.answers, command.way)
                self.rewind(before)
                del self.log.events[mark:]
                self.answers = []
                wounds.ask(self, asked, blow, answers)
                self.last_command = mark
                return self.log.since(mark)
        except IllegalCommand as refusal:
            self.rewind(before)
            self.answers = []
            del self.log.events[mark:]
            self.log.emit(
                ev.Refused,
                command=command.model_dump_json(),
                reason=str(refusal),
                rule=ev.page_of(str(refusal)),
            )
            raise
        self.last_command = mark
        if any(isinstance(e, ev.Gm) for e in self.log.events[mark:]):
            self.last_ruled = mark
        return self.log.since(mark)

    def _play(self, command: cmd.Command) -> None:
        """The command, then what follows any command: pacts kept, the fight settled, the
        Camp resumed, a held choice told again."""
        self._run(command)
        pacts.keep(self)  # a pact the command's outcome goes against breaks (p. 83)
        if self.challenge is not None:
            challenge.settle_up(self)
            self.follow_up()
        if self.camp is not None:
            camp.resume(self)  # once the night's trouble is over the Camp goes on (p. 140)
            self.follow_up()
        if self.phase in ("crawl", "camp") and self.pending is None:
            self.retell()  # a choice the creatures came before is told again, then asked

    def foresee(self, command: cmd.Command) -> list[ev.Event]:
        """The events ``command`` would cause, then undone as if never sent (a front end's
        look ahead, e.g. to warn before a pact is broken, p. 83). A refusal raises, unlogged."""
        mark, sent, last = len(self.log.events), len(self.history), self.last_command
        ruled = self.last_ruled
        before = self.checkpoint()
        try:
            return self.execute(command)
        finally:
            self.rewind(before)
            del self.log.events[mark:]
            del self.history[sent:]
            self.last_command, self.last_ruled = last, ruled

    def _run(self, command: cmd.Command) -> None:
        if isinstance(command, cmd.TakeWound):  # the blow the Wound stopped, played again
            COMMANDS[cmd.TakeWound](self, command)
            return
        if self.asked is not None:
            name = self.guild.adventurer(self.asked.who).name
            if crossed_off.asks(self.asked.ways):  # the Yellow King's doubt (p. 269)
                raise Waiting(f"first say which line {name} crosses off (p. 269)")
            if electives.asks(self.asked.ways):  # a talent at the moment (p. 64, p. 70)
                talent = electives.talent_of(self.asked.ways)
                raise Waiting(
                    f"first say whether {name} uses {self.pack.talents[talent].name} "
                    f"({electives.PAGES[talent]})"
                )
            raise Waiting(f"first say how {name} takes the Wound that landed (p. 124)")
        handler = COMMANDS.get(type(command))
        if handler is None:
            raise IllegalCommand(f"the engine does not know the command {command!r}")
        if isinstance(command, cmd.WoundOrder):  # a word to the GM: no deed, nothing waits
            handler(self, command)
            return
        if self.pending is not None and not isinstance(command, WHILE_A_TEST_WAITS):
            who = self.guild.adventurer(self.pending.test.who).name
            raise Waiting(
                f"{grammar.possessive(who)} failed test waits: push fate or let it stand "
                "first (p. 9)"
            )
        if self.camp is not None:
            camp.resume(self)  # the night's trouble is over: back in camp before anything else
            self.follow_up()
        handler(self, command)
        self.follow_up()

    def follow_up(self) -> None:
        """Run what the procedures left for later, in order; each step's own follow-ups run
        before the ones queued behind it. ``execute`` calls it after every procedure."""
        queue, self.followups = self.followups, []
        while queue:
            step = queue.pop(0)
            FOLLOW_UPS[type(step)](self, step)
            queue[:0], self.followups = self.followups, []


def _negate(game: Table, command: cmd.Negate) -> None:
    """Counter-spell's second use (p. 82): a creature's spell in a fight, else a known trap's
    spell in the Crawl."""
    if game.challenge is not None:
        challenge.negate(game, command)
    else:
        negate.end(game, game.guild.adventurer(command.who).id, command.whom)


def _take_wound(game: Table, command: cmd.TakeWound) -> None:
    """The asked Wound's way (p. 124): the blow it stopped is played again, with the answer."""
    assert isinstance(game, Game), "a blow is played again by the session"
    game.answers = []
    blow = wounds.answer(game, command)
    game._run(blow)


# --- the follow-ups ------------------------------------------------------------------------------


def decided(game: Table, step: Decided) -> None:
    """What a Crawl test decided: the door opens, the parley moves, the fall lands, the
    Challenge or the poultice takes the result, the outcomes land (p. 9)."""
    after, test = step.after, step.test
    if after.group:
        group_tests.tested(game, after, test)  # the guild's result waits for the last (p. 11)
        return
    won = test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)
    if after.door is not None and won:
        explore.unlock(game, after.door, f"{after.method or 'the test'} succeeds")
    elif after.method == "pick" and not won:  # a door's lock, or a chest's (p. 167)
        explore.snapped(game, test.who)
    if after.parley:
        parley.after_talk(game, won)
    if after.fall is not None:
        wounds.land(game, test, after.fall, prepared=after.prepared)
    if after.challenge is not None:
        challenge.after_test(game, after.challenge, test)
    if after.tend is not None:
        tending.tended(game, test, after.tend)
    if after.camp is not None:
        camp.after_test(game, after.camp, test)
    if after.city is not None:
        city_actions.after_test(game, after, test)
    if after.camouflage is not None:
        camouflage.handled(game, after.camouflage, test)
    if after.lift is not None:
        sneak_lift.lifted(game, after.lift, test)
    outcomes.play(
        game,
        after.on_success if won else after.on_failure,
        test.who,
        noisy=after.noisy,
        cause=after.task,
    )
    game.later(TestNext(after))


def next_tester(game: Table, step: TestNext) -> None:
    """The next tester in line tests; after the last, a noisy task draws the Meatgrinder
    (p. 91)."""
    after = step.after
    rest = after.testers[1:]
    if rest:
        fortune.test_each(game, replace(after, testers=rest))
    elif after.noisy and game.phase == "crawl":
        crawl.extra(game, "loud_noise")


FOLLOW_UPS: dict[type[Any], Callable[[Table, Any], None]] = {
    Decided: decided,
    TestNext: next_tester,
    NextWaiting: lambda game, step: fortune.next_waiting(game),
    LevelOutcome: lambda game, step: crawl.outcome(
        game, step.outcome, step.actor, noisy=step.noisy
    ),
    PlayOutcomes: lambda game, step: outcomes.play(
        game, step.outcomes, step.actor, noisy=step.noisy, cause=step.cause
    ),
    WatchPasses: lambda game, step: crawl.watch_passes(game, step.cause),
    GoBack: lambda game, step: crawl.go_back(game),
    FightBegins: lambda game, step: challenge.begin(
        game, ambush=step.ambush, ambusher=step.ambusher
    ),
    Unasked: lambda game, step: explore.unasked(game, step),
}
"""Each kind of follow-up (``worm.engine.table.FollowUp``) and what the loop does with it."""
