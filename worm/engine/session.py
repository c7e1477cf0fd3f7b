"""The engine: one game's state, run by Commands, answered with Events (ARCHITECTURE).

``Game.new(seed)`` shuffles the decks and gathers a guild; ``game.execute(command)`` returns the
events it caused. Same seed and same commands give the same events, byte for byte.
"""

from __future__ import annotations

from dataclasses import replace

from worm import __version__, content, rng, tarot
from worm.engine import camp, challenge, crawl, dying, explore, meet, outcomes, parley
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.delving import Delving
from worm.engine.log import EventLog
from worm.errors import IllegalCommand, WormError
from worm.gm import creation, motifs
from worm.model.adventurer import ActiveEffect, Adventurer
from worm.model.crawl import Asked, Followup, Pending
from worm.model.guild import Guild
from worm.model.state import GameState, StreamState
from worm.rules import (
    effects,
    falling,
    fate,
    oracle,
    pack_space,
    resolve,
)

CRAWL_COMMANDS = {
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
    cmd.PickLock: explore.pick,
    cmd.Act: explore.act,
    cmd.Choose: explore.choose,
    cmd.UseItem: explore.use,
    cmd.DropItem: explore.drop,
    cmd.TakeTreasure: lambda game, command: explore.take_treasure(game),
    cmd.Talk: parley.talk,
    cmd.Approach: parley.approach,
    cmd.Banter: meet.banter_with,
    cmd.Fight: meet.fight,
    cmd.Withdraw: meet.withdraw,
    cmd.Camp: camp.make_camp,
    cmd.Tend: dying.tend_command,
    cmd.Initiative: challenge.lay_initiative,
    cmd.Play: challenge.play,
    cmd.Pass: challenge.pass_turn,
    cmd.Retreat: challenge.run,
    cmd.Surrender: challenge.give_up,
}


class Game(Delving):
    """State between commands: streams, decks, guild, what fate has bound, a waiting test."""

    def __init__(self, seed: int, guild: Guild, pack: content.ContentPack) -> None:
        self.seed = rng.check_seed(seed)
        self.pack = pack
        self.streams = rng.Streams(seed)
        self.guild = guild
        self.bindings: tuple[fate.Binding, ...] = ()
        self.pending: Pending | None = None
        self.log = EventLog()
        self.last_command = 0  # where the last command's events begin (for "why")
        self._init_below()
        self.decks = tarot.shuffled_decks(
            self.streams.get("deck:minor"), self.streams.get("deck:major")
        )

    # --- the whole game as one value (ARCHITECTURE, "The state core") ------------------------

    def snapshot(self) -> GameState:
        """The game as it stands, as one immutable value: what a save holds, and what a refused
        command returns to."""
        return GameState.model_construct(
            seed=self.seed,
            decks=self.decks,
            guild=self.guild,
            bindings=self.bindings,
            pending=self.pending,
            crawl=self.crawl_state(),
            levels=dict(self.states),
            seen=dict(self.seen),
            meeting=self.meeting,
            challenge=self.challenge,
            streams={name: StreamState.of(g) for name, g in sorted(self.streams.used().items())},
        )

    def restore(self, state: GameState) -> None:
        """Make the game ``state`` again, random streams included."""
        if state.seed != self.seed:
            raise WormError(
                f"a state of seed {state.seed} cannot be restored into seed {self.seed}"
            )
        self.decks, self.guild, self.bindings = state.decks, state.guild, state.bindings
        self.pending, self.meeting, self.challenge = state.pending, state.meeting, state.challenge
        self.set_crawl(state.crawl)
        self.states, self.seen = dict(state.levels), dict(state.seen)
        for name in self.streams.used():
            if name not in state.streams:
                self.streams.forget(name)
        for name, saved in state.streams.items():
            saved.restore(self.streams.get(name))

    @classmethod
    def from_state(cls, state: GameState, pack: content.ContentPack | None = None) -> Game:
        """A game that goes on from ``state`` (a save, a keyframe); its log starts empty."""
        pack = pack or content.default()
        game = cls(state.seed, state.guild, pack)
        game.restore(state)
        return game

    # --- starting ---------------------------------------------------------------------------

    @classmethod
    def new(cls, seed: int, size: int = 3, pack: content.ContentPack | None = None) -> Game:
        """A new game: shuffled decks and a guild made by the quick Call to Adventure."""
        pack = pack or content.default()
        guild = creation.quick_guild(rng.stream(seed, "creation"), pack, size=size)
        return cls.with_guild(seed, guild, pack)

    @classmethod
    def with_guild(cls, seed: int, guild: Guild, pack: content.ContentPack | None = None) -> Game:
        """A new game for a guild already made (step by step, say): shuffled decks, the guild
        gathered at the mouth of the Underworld."""
        pack = pack or content.default()
        game = cls(seed, guild, pack)
        game.log.emit(ev.Session, seed=game.seed, version=__version__)
        game.log.emit(ev.Shuffle, deck="minor", reason="start")
        game.log.emit(ev.Shuffle, deck="major", reason="start")
        order = tuple(a.name for a in guild.in_marching_order())
        game.log.emit(ev.Guild, name=guild.name, adventurers=order)
        game.log.emit(
            ev.Narration,
            text=f"Under the banner of {guild.name}, the guild gathers at "
            "the mouth of the Underworld.",
        )
        game._census()
        return game

    # --- the loop ---------------------------------------------------------------------------

    def execute(self, command: cmd.Command) -> list[ev.Event]:
        """Run one command; return the events it caused.

        A refused command (the book's "No", p. 5) leaves the game as it was — decks, guild,
        every level, the tiles seen, the random streams — and one ``refused`` event in the log;
        then its IllegalCommand is raised for the front end to show."""
        mark = len(self.log.events)
        before = self.snapshot()
        try:
            self._run(command)
            if self.challenge is not None:
                challenge.settle_up(self)
        except IllegalCommand as refusal:
            self.restore(before)
            del self.log.events[mark:]
            self.log.emit(
                ev.Refused,
                command=command.model_dump_json(),
                reason=str(refusal),
                rule=ev.page_of(str(refusal)),
            )
            raise
        self.last_command = mark
        return self.log.since(mark)

    def _run(self, command: cmd.Command) -> None:
        while self.pending is not None and not isinstance(command, cmd.PushFate | cmd.AcceptFate):
            self._let_stand()
        if isinstance(command, cmd.TestFate):
            self._test_fate(command)
        elif isinstance(command, cmd.PushFate):
            self._push()
        elif isinstance(command, cmd.AcceptFate):
            if self.pending is None:
                raise IllegalCommand("no test is waiting to be accepted")
            self._let_stand()
        elif isinstance(command, cmd.GroupTest):
            self._group_test(command)
        elif isinstance(command, cmd.ReadOracle):
            self._read_oracle(command)
        elif type(command) in CRAWL_COMMANDS:
            CRAWL_COMMANDS[type(command)](self, command)  # type: ignore[operator]
        else:
            raise IllegalCommand(f"the engine does not know the command {command!r}")

    # --- tests of fate (pp. 8–11) -----------------------------------------------------------

    def _draw(self, name: tarot.DeckName, purpose: str) -> tarot.Card:
        drawn = tarot.draw(self.decks, name, self.streams.get(f"deck:{name}"))
        for deck, reason in drawn.shuffled:
            self.log.emit(ev.Shuffle, deck=deck, reason=reason)
        self.decks = drawn.decks
        self.log.emit(ev.Draw, deck=name, card=drawn.card, purpose=purpose)
        return drawn.card

    def _modifiers(self, command: cmd.TestFate, tester: Adventurer) -> fate.Modifiers:
        modifiers = effects.on_actor(self.pack.effects, (e.id for e in tester.effects))
        if command.motif is not None:
            motif = tester.motifs[command.motif]
            if motifs.relevant(motif, command.task, command.attribute):
                modifiers = modifiers.with_favor(f"motif: {motif}")
                self._gm("p. 24", f"{tester.name}'s motif {motif!r} fits the task: favor")
            else:
                self._gm("p. 24", f"{tester.name}'s motif {motif!r} does not fit the task")
        if command.aided_by is not None:
            helper = self.guild.adventurer(command.aided_by)
            if helper.id == tester.id or not helper.active:
                raise IllegalCommand(f"{helper.name} cannot aid {tester.name} in this test (p. 10)")
            modifiers = modifiers.with_favor(f"aided by {helper.name}")
            self._gm("p. 10", f"{helper.name} aids {tester.name}: favor, and both share the result")
        if command.spend_resolve:
            if modifiers.favor:
                # p. 10: favor does not stack, so a point of Resolve would buy nothing.
                self._gm("p. 32", f"{tester.name} already has favor: the Resolve is kept")
            else:
                self._replace(resolve.spend(tester))
                modifiers = modifiers.with_favor("spent 1 Resolve")
        return modifiers

    def _test_fate(self, command: cmd.TestFate) -> None:
        tester = self.guild.adventurer(command.who)
        if not tester.active:
            raise IllegalCommand(f"{tester.name} cannot act: at Death's Door or dead (p. 31)")
        if command.obstacle is not None:
            fate.refuse_if_bound(self.bindings, command.obstacle, command.method or command.task)
        modifiers = self._modifiers(command, tester)
        card = self._draw("minor", "fate")
        rating = tester.attributes[command.attribute]
        test = fate.resolve(command.attribute, rating, modifiers.value, card, tester.id)
        if test.can_push:
            self.pending = Pending(test, _asked(command), modifiers)
            self.log.emit(
                ev.Narration,
                text=f"{tester.name} falls short with {test.total}: 'push' fate, or 'accept' it?",
            )
            return
        self._finish(test, _asked(command), modifiers)

    def _push(self) -> None:
        if self.pending is None:
            raise IllegalCommand("no failed test is waiting to be pushed (p. 9)")
        pending, self.pending = self.pending, None
        card = self._draw("minor", "push")
        self._finish(fate.push(pending.test, card), pending.asked, pending.modifiers, pending.after)

    def _let_stand(self) -> None:
        assert self.pending is not None
        pending, self.pending = self.pending, None
        self._finish(pending.test, pending.asked, pending.modifiers, pending.after)

    def _finish(
        self,
        test: fate.FateTest,
        command: Asked,
        mods: fate.Modifiers,
        after: Followup | None = None,
    ) -> None:
        self.decks = tarot.discard_all(self.decks, test.cards)
        tester = self.guild.adventurer(test.who)
        self.log.emit(
            ev.Fate,
            who=tester.name,
            attribute=test.attribute,
            rating=test.rating,
            cards=test.cards,
            favor=test.favor,
            total=test.total,
            pushed=test.pushed,
            outcome=test.outcome.value,
            task=command.task,
            favor_reasons=mods.favor,
            disfavor_reasons=mods.disfavor,
            aided_by=self.guild.adventurer(command.aided_by).name if command.aided_by else None,
        )
        if command.obstacle is not None:
            method = command.method or command.task
            self.bindings = fate.bind(self.bindings, command.obstacle, method, test.outcome)
        # a fall and a poultice decide for themselves what a great failure costs (pp. 96, 126)
        own = after is not None and (after.fall is not None or after.tend is not None)
        if test.outcome is fate.Outcome.GREAT_FAILURE and not own:
            sharers = [tester] + (
                [self.guild.adventurer(command.aided_by)] if command.aided_by else []
            )
            for adventurer in sharers:
                self._great_failure(adventurer, command.dangerous)
        self._settle()
        if after is not None:
            self._follow(after, test)
        if self.pending is None and self.waiting:
            # tests wait their turn: one failed test is pushed or let stand before the next
            # is drawn, so none is lost (fuzzing: seed 26, the Fallen gallery)
            after, self.waiting = self.waiting[0], self.waiting[1:]
            self.test_each(after)

    # --- tests the Crawl calls for (pp. 5, 88–89) ----------------------------------------------

    def test_each(self, after: Followup) -> None:
        """The next tester in ``after`` tests fate; a failure waits for push or accept (p. 9)."""
        if not after.testers:
            return
        if self.pending is not None:
            self.waiting = (*self.waiting, after)
            return
        tester = self.guild.adventurer(after.testers[0])
        if not tester.active and not (after.tend and tester.conditions.deaths_door):
            self._follow_on(after)
            return
        if after.obstacle is not None:
            fate.refuse_if_bound(self.bindings, after.obstacle, after.method or after.task)
        mods = effects.on_actor(self.pack.effects, (e.id for e in tester.effects))
        if self.light_of(tester.id) == "dark" and not tester.has_effect("blind"):
            mods = mods.with_disfavor("darkness: Blind (p. 94)")
        for reason in after.favor:
            mods = mods.with_favor(reason)
        for reason in after.disfavor:
            mods = mods.with_disfavor(reason)
        command = cmd.TestFate(
            who=tester.id,
            attribute=after.attribute,
            task=after.task,
            obstacle=after.obstacle,
            method=after.method,
            dangerous=after.dangerous,
        )
        card = self._draw("minor", "fate")
        test = fate.resolve(
            after.attribute, tester.attributes[after.attribute], mods.value, card, tester.id
        )
        if test.can_push:
            self.pending = Pending(test, _asked(command), mods, after)
            self.log.emit(
                ev.Narration,
                text=f"{tester.name} falls short with {test.total}: 'push' fate, or 'accept' it?",
            )
            return
        self._finish(test, _asked(command), mods, after)

    def _follow(self, after: Followup, test: fate.FateTest) -> None:
        """What the test decided: the door opens, the parley moves, the outcomes land."""
        won = test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)
        if after.door is not None and won:
            explore.unlock(self, after.door, f"{after.method or 'the test'} succeeds")
        if after.parley:
            parley.after_talk(self, won)
        if after.fall is not None:
            self._land(test, after.fall)
        if after.challenge is not None:
            challenge.after_test(self, after.challenge, test)
        if after.tend is not None:
            dying.tended(self, test, after.tend)
        outcomes.play(
            self,
            after.on_success if won else after.on_failure,
            test.who,
            noisy=after.noisy,
            cause=after.task,
        )
        self._follow_on(after)

    def _land(self, test: fate.FateTest, feet: int) -> None:
        """A fall (p. 96): 1 Piercing Wound per full 10', less 10' or 20' for a success or a
        great success; a great failure also Destroys every fragile thing on belt and in pack."""
        hurt = falling.damage(feet, test.outcome)
        who = self.guild.adventurer(test.who)
        self._gm(
            "p. 96",
            f"{who.name} falls {feet}' with {test.outcome.value.replace('_', ' ')}:"
            f" {hurt.wounds} Piercing Wound(s)",
        )
        for _ in range(hurt.wounds):
            outcomes.wound(self, self.guild.adventurer(who.id), piercing=True, cause="a fall")
        if hurt.fragile_destroyed:
            holder = self.guild.adventurer(who.id)
            for uid in falling.fragile(holder.inventory, self.pack.items):
                holder = self.guild.adventurer(who.id)
                found = holder.inventory.where(uid)
                if found is None:
                    continue
                carried = holder.inventory.slots(found[0])[found[1][0]]
                self._replace(
                    holder.model_copy(
                        update={"inventory": pack_space.remove(holder.inventory, uid)}
                    )
                )
                self.log.emit(
                    ev.Item,
                    who=holder.name,
                    item=self.pack.items[carried.item].name,
                    change="destroyed",
                    cause="a fall",
                )

    def _follow_on(self, after: Followup) -> None:
        rest = after.testers[1:]
        if rest:
            self.test_each(replace(after, testers=rest))
        elif after.noisy and self.phase == "crawl":
            crawl.extra(self, "loud_noise")

    def _great_failure(self, adventurer: Adventurer, dangerous: bool) -> None:
        """Policy (p. 9): in danger a great failure costs a Wound; otherwise Exhaust until Camp."""
        if adventurer.conditions.dead:
            return  # the dead take no more Wounds (p. 126): one who tests twice may die first
        if dangerous:
            self._gm("p. 9", f"great failure in danger: {adventurer.name} takes a Wound")
            outcomes.wound(self, adventurer, cause="great failure")
            return
        if not adventurer.has_effect("exhaust"):
            exhausted = ActiveEffect(id="exhaust", until="camp", source="great failure")
            self._replace(
                adventurer.model_copy(update={"effects": (*adventurer.effects, exhausted)})
            )
        self._gm("p. 9", f"great failure: {adventurer.name} is Exhausted until the next Camp")
        self.log.emit(ev.Condition, who=adventurer.name, change="Exhaust", cause="great failure")

    def _group_test(self, command: cmd.GroupTest) -> None:
        """A group test (p. 11): two testers, their hits summed into the guild's result."""
        method = command.method or command.task
        if command.obstacle is not None:
            fate.refuse_if_bound(self.bindings, command.obstacle, method)
        ready = [a for a in self.guild.adventurers if a.active]
        pairs = [(a.id, a.attributes[command.attribute]) for a in ready]
        most, least = fate.group_testers(pairs)
        pushers = {"none": (), "most": (0,), "least": (1,), "both": (0, 1)}[command.push]
        total_hits, names = 0, []
        for index, who in enumerate((most, least)):
            adventurer = self.guild.adventurer(who)
            card = self._draw("minor", "group_test")
            mods = effects.on_actor(self.pack.effects, (e.id for e in adventurer.effects))
            for reason in command.favor:
                mods = mods.with_favor(reason)
            rating = adventurer.attributes[command.attribute]
            test = fate.resolve(command.attribute, rating, mods.value, card, who)
            if test.can_push and index in pushers:
                test = fate.push(test, self._draw("minor", "push"))
            single = cmd.TestFate(
                who=who, attribute=command.attribute, task=command.task, dangerous=command.dangerous
            )
            self._finish(test, _asked(single), mods)
            total_hits += fate.hits(test.outcome)
            names.append(adventurer.name)
        outcome = fate.group_outcome(total_hits)
        if command.obstacle is not None:
            self.bindings = fate.bind(
                self.bindings,
                command.obstacle,
                method,
                fate.Outcome.SUCCESS
                if outcome is fate.GroupOutcome.SUCCESS
                else fate.Outcome.FAILURE,
            )
        self.log.emit(
            ev.GroupTest,
            attribute=command.attribute,
            testers=tuple(names),
            hits=total_hits,
            outcome=outcome.value,
            task=command.task,
        )
        if not command.own_table:
            self._group_consequence(outcome, most, least, command.dangerous)

    def _group_consequence(
        self, outcome: fate.GroupOutcome, most: str, least: str, dangerous: bool
    ) -> None:
        """Policy (p. 11): a tight spot costs the least qualified tester what a great failure
        would; a disaster costs both testers. The scene's own content adds its twist later."""
        if outcome is fate.GroupOutcome.TIGHT_SPOT:
            self._gm("p. 11", "one hit only: the guild scrapes through, but at a price")
            self._great_failure(self.guild.adventurer(least), dangerous)
        elif outcome is fate.GroupOutcome.DISASTER:
            self._gm("p. 11", "disaster for the whole guild")
            for who in dict.fromkeys((most, least)):
                self._great_failure(self.guild.adventurer(who), dangerous)

    # --- the oracle (p. 182) ----------------------------------------------------------------

    def _read_oracle(self, command: cmd.ReadOracle) -> None:
        deck = "major" if command.oracle == "pack" else "minor"
        card = self.decks.deck(deck).top_discard
        if card is None:
            self._gm("p. 182", f"the {deck} discard pile is empty: the oracle is silent")
            return
        if command.oracle == "adventurer":
            roster = [(a.id, a.path) for a in self.guild.in_marching_order()]
            who = oracle.adventurer(card, roster)
            named = self.guild.adventurer(who).name if who else "nobody in particular"
            self._gm("p. 182", f"{card.name} on the discard pile points at {named}")
        elif command.oracle == "belt":
            self._gm("p. 182", f"{card.name} names belt slot {oracle.belt_slot(card) or 'none'}")
        else:
            self._gm("p. 182", f"{card} names pack slot {oracle.pack_slot(card)}")

    # --- helpers ----------------------------------------------------------------------------

    def _gm(self, rule: str, why: str) -> None:
        self.log.emit(ev.Gm, rule=rule, why=why)

    def _replace(self, adventurer: Adventurer) -> None:
        self.guild = self.guild.with_adventurer(adventurer)

    def _settle(self, *, round_end: bool = False) -> None:
        """Settle the decks after a procedure: the Fool's reshuffle (p. 9) — which, during a
        Challenge, waits for the end of the round (p. 114)."""
        if self.challenge is not None and not round_end:
            self._census()
            return
        self.decks, shuffled = tarot.settle(
            self.decks, self.streams.get("deck:minor"), self.streams.get("deck:major")
        )
        for deck, reason in shuffled:
            self.log.emit(ev.Shuffle, deck=deck, reason=reason)
        self._census()

    def _census(self) -> None:
        tarot.check(self.decks)
        minor, major = self.decks.minor.census(), self.decks.major.census()
        self.log.emit(
            ev.Decks,
            minor=ev.PileCount.model_construct(**minor.as_dict()),
            major=ev.PileCount.model_construct(**major.as_dict()),
        )


def _asked(command: cmd.TestFate) -> Asked:
    """What the engine keeps of a test command while its test waits (p. 9)."""
    return Asked(
        who=command.who,
        attribute=command.attribute,
        task=command.task,
        obstacle=command.obstacle,
        method=command.method,
        dangerous=command.dangerous,
        aided_by=command.aided_by,
    )
