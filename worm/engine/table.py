"""The GM's table: one command's working copy of the game, and the services every procedure
asks of it — emit an event, make a ruling, draw and discard, set a phase, offer a choice, ask
what the guild sees — with the follow-ups a procedure leaves for the loop (ARCHITECTURE,
"The state core").

Procedures (``crawl``, ``explore``, ``outcomes``, ``challenge`` …) take a ``Table`` and change
its fields; ``worm.engine.session`` makes a ``GameState`` of it after every command and puts the
old one back when a command is refused. A procedure never calls up into another phase's
module: what must happen next (what a test decided, a watch after a fight, a way back) goes on
the table as a follow-up, and the loop runs the follow-ups in order, each one's own first.
"""

from __future__ import annotations

import operator
from dataclasses import replace
from typing import NamedTuple

from worm import content, grammar, rng, tarot
from worm.content.gear import LightSource
from worm.content.interaction import Interaction
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.log import EventLog
from worm.engine.world import Plan
from worm.errors import IllegalCommand, Waiting, WormError
from worm.gen import city as city_gen
from worm.gen import underworld
from worm.gen.underworld import Level, Underworld
from worm.gm import describe
from worm.model.adventurer import Adventurer
from worm.model.camp import CampState
from worm.model.challenge import Challenge
from worm.model.city import CityState, Feat, Job, Omens
from worm.model.city_map import CityMap
from worm.model.crawl import (
    CRAWL_FIELDS,
    Choice,
    Crawl,
    Followup,
    Pending,
    PhaseName,
    WoundAsk,
)
from worm.model.fate import Binding
from worm.model.guild import Guild
from worm.model.level import LevelState
from worm.model.loop import FollowUp
from worm.model.meeting import Meeting
from worm.model.rivals import Rivals
from worm.model.state import GameState, Seen, StreamState
from worm.rules import light

MEETINGS = ("parley", "challenge")
"""The phases in which creatures met come before a choice the GM waits on."""
LOOK_BACK = 400
"""How many of the latest events ``offer`` looks through for the card that brought it up."""

_Held = dict[str, list[LightSource]]
"""The lit sources each adventurer holds, by id in marching order (``Table._held``)."""


class Checkpoint(NamedTuple):
    """The game at one moment, for rolling a refused command back (``Table.checkpoint``).
    A named tuple: taken before every command, and five times quicker to make than a frozen
    dataclass."""

    decks: tarot.Decks
    guild: Guild
    bindings: tuple[Binding, ...]
    pending: Pending | None
    meeting: Meeting | None
    challenge: Challenge | None
    crawl: tuple[object, ...]
    states: dict[int, LevelState]
    seen: dict[int, Seen]


class Table:
    """The game's fields as one command plays out, and the services procedures use."""

    phase: PhaseName
    depth: int
    room: int
    pos: tuple[int, int]
    came_from: int | None
    watches: int
    careful: bool
    rumors: int
    keys: frozenset[str]
    loot: tuple[str, ...]
    statuses: frozenset[tuple[str, str]]
    choice: Choice | None
    scene_entry: tuple[str, tuple[Interaction, ...]] | None
    light_failed: bool
    lit_count: int
    expeditions: int
    lore: frozenset[tuple[str, str, str]]
    allies: tuple[str, ...]
    ally_kinds: tuple[tuple[str, str], ...]
    dying: tuple[tuple[str, int], ...]
    fallen: tuple[str, ...]
    replaced: tuple[str, ...]
    fights: int
    waiting: tuple[Followup, ...]
    camp: CampState | None
    unfed: frozenset[str]
    walked: frozenset[tuple[int, int]]
    mapped: frozenset[tuple[int, int]]
    paced: bool
    city: CityState | None
    feats: tuple[Feat, ...]
    city_rows: tuple[tuple[int, str], ...]
    city_marked: frozenset[int]
    jobs: tuple[Job, ...]
    city_map: CityMap | None
    rumor: str | None
    rivals: Rivals | None
    omens: Omens
    kept: tuple[str, ...]
    sleeves: tuple[str, ...]
    sneaking: tuple[str, ...]
    asked: WoundAsk | None
    sight: tuple[tuple[str, int], ...]
    readied: tuple[tuple[str, str], ...]
    heard: tuple[str, ...]

    def __init__(self, seed: int, guild: Guild, pack: content.ContentPack) -> None:
        self.seed = rng.check_seed(seed)
        self.pack = pack
        self.streams = rng.Streams(seed)
        self.guild = guild
        self.bindings: tuple[Binding, ...] = ()
        self.pending: Pending | None = None
        self.meeting: Meeting | None = None
        self.challenge: Challenge | None = None
        self.states: dict[int, LevelState] = {}
        self.seen: dict[int, Seen] = {}
        self.set_crawl(Crawl())
        self.city_map = city_gen.generate(self.seed, pack)  # Appendix D, its own stream
        self.log = EventLog()
        self.followups: list[FollowUp] = []
        self.answers: list[str] = []  # the player's ways for the asked Wounds of a replayed blow
        self._world: Underworld | None = None
        self._plans: dict[int, Plan] = {}
        self._level: tuple[Underworld | None, int, Level] | None = None
        self._lights: tuple[_Held, tuple[bool, int, int], dict[str, light.Light]] | None
        self._lights = None
        self._held_memo: tuple[tuple[object, ...], _Held] | None
        self._held_memo = None
        self.decks = tarot.shuffled_decks(
            self.streams.get("deck:minor"), self.streams.get("deck:major")
        )

    # --- the whole game as one value ---------------------------------------------------------

    def crawl_state(self) -> Crawl:
        """The Crawl's fields as one value (``worm.model.crawl.Crawl``)."""
        return Crawl(*_crawl_fields(self))

    def set_crawl(self, crawl: Crawl) -> None:
        self._put_crawl(_crawl_fields(crawl))

    def _put_crawl(self, values: tuple[object, ...]) -> None:
        for name, value in zip(CRAWL_FIELDS, values, strict=True):
            setattr(self, name, value)

    def snapshot(self) -> GameState:
        """The game as it stands, as one immutable value: what a save holds (a refused command
        goes back to the cheaper ``checkpoint``)."""
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

    def checkpoint(self) -> Checkpoint:
        """What ``snapshot`` holds, taken as cheaply as it can be: the same immutable values,
        for a refused command to go back to (``rewind``). Taken on every command, so it builds
        no model; the random streams mark where they stand (``rng.Streams.mark``) and each
        notes its state only when first drawn from, so only the last checkpoint taken can be
        rewound to."""
        self.streams.mark()
        return Checkpoint(
            self.decks,
            self.guild,
            self.bindings,
            self.pending,
            self.meeting,
            self.challenge,
            _crawl_fields(self),
            dict(self.states),
            dict(self.seen),
        )

    def rewind(self, mark: Checkpoint) -> None:
        """Make the game what it was at ``mark`` (the last checkpoint), random streams included."""
        self.decks, self.guild, self.bindings = mark.decks, mark.guild, mark.bindings
        self.pending, self.meeting, self.challenge = mark.pending, mark.meeting, mark.challenge
        self._put_crawl(mark.crawl)
        self.states, self.seen = dict(mark.states), dict(mark.seen)
        self.streams.back()
        self.followups.clear()

    def restore(self, state: GameState) -> None:
        """Make the game ``state`` again, random streams included."""
        if state.seed != self.seed:
            raise WormError(f"a state of seed {state.seed} cannot go on as seed {self.seed}")
        self.decks, self.guild, self.bindings = state.decks, state.guild, state.bindings
        self.pending, self.meeting, self.challenge = state.pending, state.meeting, state.challenge
        self.set_crawl(state.crawl)
        if self.city_map is None:  # a save from before the City was kept: the seed makes it
            self.city_map = city_gen.generate(self.seed, self.pack)
        self.states, self.seen = dict(state.levels), dict(state.seen)
        for name in self.streams.used():
            if name not in state.streams:
                self.streams.forget(name)
        for name, saved in state.streams.items():
            saved.restore(self.streams.get(name))
        self.streams.mark()  # what was noted before is not this state's: start afresh
        self.followups.clear()

    # --- events, rulings, follow-ups ---------------------------------------------------------

    def ruling(self, rule: str, why: str) -> None:
        """An automated-GM ruling, with the page it rests on (ARCHITECTURE, "The automated GM")."""
        self.log.emit(ev.Gm, rule=rule, why=grammar.tidy(why))

    def later(self, step: FollowUp) -> None:
        """Leave ``step`` for the loop, to run once the procedure at hand is done."""
        self.followups.append(step)

    def follow_up(self) -> None:
        """Run what the procedures left for later: the session's loop knows how (``Game``)."""
        raise NotImplementedError("only a session runs follow-ups")

    def follow_up_from(self, start: int) -> None:
        """Run now only the follow-ups queued from ``start`` on (what one procedure left), and
        keep the older ones for the loop."""
        older, self.followups = self.followups[:start], self.followups[start:]
        self.follow_up()
        self.followups = older + self.followups

    # --- cards -------------------------------------------------------------------------------

    def draw(self, name: tarot.DeckName, purpose: str) -> tarot.Card:
        """Draw the top card of a deck (p. 7), reshuffling as the book says, and log it."""
        drawn = tarot.draw(self.decks, name, self.streams.get(f"deck:{name}"))
        for deck, reason in drawn.shuffled:
            self.log.emit(ev.Shuffle, deck=deck, reason=reason)
        self.decks = drawn.decks
        self.log.emit(ev.Draw, deck=name, card=drawn.card, purpose=purpose)
        return drawn.card

    def discard(self, card: tarot.Card) -> tarot.Decks:
        return tarot.discard(self.decks, card)

    def draw_and_discard(self, deck: tarot.DeckName, purpose: str) -> tarot.Card:
        """Draw a card only to read it, then discard it (pp. 100, 182 policies)."""
        card = self.draw(deck, purpose)
        self.decks = self.discard(card)
        return card

    def read_discard(self, purpose: str) -> tarot.Card:
        """The top of the minor discard read as an oracle (pp. 100, 341); when the pile is empty
        or shows the Fool, which reads as nothing, a fresh card is drawn and discarded."""
        card = self.decks.minor.top_discard
        while card is None or card.is_fool:
            card = self.draw_and_discard("minor", purpose)
        return card

    def settle(self, *, round_end: bool = False) -> None:
        """Settle the decks after a procedure: the Fool's reshuffle (p. 9) — which, during a
        Challenge, waits for the end of the round (p. 114)."""
        if self.challenge is not None and not round_end:
            self.census()
            return
        self.decks, shuffled = tarot.settle(
            self.decks, self.streams.get("deck:minor"), self.streams.get("deck:major")
        )
        for deck, reason in shuffled:
            self.log.emit(ev.Shuffle, deck=deck, reason=reason)
        self.census()

    def census(self) -> None:
        """Count every card where it lies (CONTRACTS §3 ``decks``); a lost card is a bug."""
        tarot.check(self.decks)
        self.log.emit(ev.Decks, minor=_piles(self.decks.minor), major=_piles(self.decks.major))

    def under_way(self) -> Challenge:
        """The Challenge under way: asking for it when there is none is a bug."""
        assert self.challenge is not None, "no Challenge is under way"
        return self.challenge

    # --- the guild ---------------------------------------------------------------------------

    def set_adventurer(self, adventurer: Adventurer) -> None:
        """Put ``adventurer`` in the guild in place of their old self."""
        self.guild = self.guild.with_adventurer(adventurer)

    def check_guild(self) -> None:
        """When no adventurer can act any more, the game is over (p. 126): said once, and in a
        Challenge only when the fight has ended (``worm.engine.ending``), so the end of the
        game is told after the end of the fight, not amid its last blows."""
        if self.phase == "over" or self.challenge is not None:
            return
        if not any(a.active for a in self.guild.adventurers):
            self.ruling("p. 126", "no one in the guild can act: the delve is over")
            self.set_phase("over", "the guild is lost")

    # --- phases and choices ------------------------------------------------------------------

    def set_phase(self, phase: PhaseName, cause: str) -> None:
        if self.phase == "over" or self.phase == phase:
            return
        self.phase = phase
        self.log.emit(ev.Phase, phase=phase, cause=cause)
        if phase in MEETINGS and self.choice is not None and not self.choice.held:
            self.choice = replace(self.choice, held=True)  # the creatures come first

    def require_crawl(self, *, allow_choice: bool = False) -> None:
        """Refuse a Crawl command outside the Crawl, or while the GM waits on a choice."""
        if self.phase != "crawl":
            where = {
                "city": "the guild is not in the Underworld: delve first",
                "over": "the game is over",
                "parley": "creatures stand before the guild: talk with them, fight or withdraw",
                "challenge": "the guild is fighting: fight on, or retreat",
                "camp": "the guild is in camp",
            }[self.phase]
            raise (Waiting if self.phase in ("parley", "challenge") else IllegalCommand)(where)
        if self.choice is not None and not allow_choice:
            raise Waiting(f"first choose what to do about {self.choice.title}")

    def offer(
        self,
        title: str,
        options: tuple[Interaction, ...],
        source: tuple[str, int, str] | None = None,
        scene: str = "",
        since: int | None = None,
    ) -> None:
        """The GM waits on a choice among ``options`` before the guild moves on; ``scene`` is
        what the guild met that asks it (a front end shows it with the choice). ``since`` is
        the first event that brought it up (by default the line that asks it)."""
        asked = len(self.log.events) + 1
        held = self.phase in MEETINGS
        self.choice = Choice(title, options, source, scene, held, since or asked, asked)
        self.log.emit(ev.Narration, text=_asking(self.choice))

    def retell(self) -> None:
        """Tell again a choice that creatures met after it was asked came before (p. 178:
        the GM describes what is there before asking what the guild does), and ask it anew."""
        choice = self.choice
        if choice is None or not choice.held:
            return
        self.choice = replace(choice, held=False)
        where = self.plan.key(self.room) if self.room >= 0 else "this place"
        self.log.emit(
            ev.Narration, text=f"Back to what waited in {where} before the meeting: {choice.title}."
        )
        if choice.scene:
            self.log.emit(ev.Narration, text=choice.scene)
        self.log.emit(ev.Narration, text=_asking(choice))

    def offer_clear(self) -> None:
        self.choice = None

    def drawn_for_meatgrinder(self) -> int:
        """The seq of the last Meatgrinder card drawn, looked for among the latest events (what
        brought up a travel event's choice)."""
        events = self.log.events
        for event in reversed(events[-LOOK_BACK:]):
            if isinstance(event, ev.Draw) and event.purpose == "meatgrinder":
                return event.seq
        return len(events) + 1

    # --- the Underworld and what the guild sees of it ----------------------------------------

    @property
    def world(self) -> Underworld:
        """The Underworld of this game's seed, generated on first need (p. 179), each level
        stocked when play first reaches it (``underworld.for_play``: the same levels)."""
        if self._world is None:
            self._world = underworld.for_play(self.seed, pack=self.pack)
        return self._world

    def share_world(self, other: Table) -> None:
        """Use ``other``'s Underworld and the plans made of it rather than generating them
        again: the same seed and pack make the same Underworld, and play never changes it (a
        replay going back to a keyframe; the generation is about half of a step back)."""
        if other.seed != self.seed or other.pack is not self.pack:
            raise WormError(
                f"the Underworld of seed {other.seed} is not this game's (seed {self.seed}), "
                "or its content pack is another"
            )
        self._world, self._plans = other._world, other._plans

    @property
    def level(self) -> Level:
        """The level the guild is on (asked for on nearly every step: the last one found is
        kept beside the Underworld and depth it was found for)."""
        kept = self._level
        if kept is not None and kept[0] is self._world and kept[1] == self.depth:
            return kept[2]
        found = self.world.levels[self.depth - 1]
        self._level = (self._world, self.depth, found)
        return found

    @property
    def plan(self) -> Plan:
        plan = self._plans.get(self.depth)
        if plan is None:
            plan = self._plans[self.depth] = Plan.of(self.level)
        return plan

    @property
    def state(self) -> LevelState:
        """What the guild has done to the level it is on."""
        return self.states.get(self.depth) or LevelState()

    def mark_seen(self, at: tuple[int, int], *, look: bool = False) -> None:
        """What the guild has seen of the level: the tiles it walked by, and from each room
        it enters as far as its light reaches (tcod field of view)."""
        before = self.seen.get(self.depth) or Seen.blank(self.level.tiles.shape)
        seen = before.marked_window(*at)
        if look:
            seen = seen.marked(self.plan.sight(at, self.sight_radius()))
        if seen is not before or self.depth not in self.seen:
            self.seen = {**self.seen, self.depth: seen}

    def sight_radius(self) -> int:
        sources = [source for held in self._held().values() for source in held]
        return light.radius(sources, self.ambient())

    def ambient(self) -> light.Light:
        return light.ambient(self.level.seed.lighting, max(self.room, 0))

    def lights(self) -> dict[str, light.Light]:
        """Each adventurer's light here (p. 94); remembered until what the guild holds lit or
        the place changes (a fight asks for it on every blow)."""
        place = (self.phase == "city", self.depth, self.room)
        held = self._held()
        memo = self._lights
        if memo is not None and memo[0] is held and memo[1] == place:
            return memo[2]
        found = light.levels(held, self.ambient() if self.phase != "city" else "bright")
        self._lights = (held, place, found)
        return found

    def _held(self) -> _Held:
        """The lit sources each adventurer holds, in marching order (``light.levels``).

        Remembered while the marching order and every adventurer's id and inventory stay the
        same objects (a wound makes a new guild, but nobody's inventory changes): the
        inventories are frozen, so the same ones always hold the same lights."""
        guild = self.guild
        key = (guild.marching_order, tuple([(a.id, a.inventory) for a in guild.adventurers]))
        memo = self._held_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        held = {}
        for a in guild.in_marching_order():
            sources = [self.pack.items[c.item].light for c in kit.lit(a)]
            held[a.id] = [s for s in sources if s is not None]
        self._held_memo = (key, held)
        return held

    def light_of(self, who: str) -> light.Light:
        return self.lights()[who]

    def view(self) -> describe.View:
        best = max(self.lights().values(), key=lambda level: light.RANK[level])
        return describe.View(self.level, self.state, self.pack, best, self.keys)


def _asking(choice: Choice) -> str:
    """The line that asks a choice: its title and its numbered options."""
    listed = "; ".join(f"{i}. {o.verb}" for i, o in enumerate(choice.options, start=1))
    return f"{choice.title} — choose: {listed}"


_crawl_fields = operator.attrgetter(*CRAWL_FIELDS)
"""The Crawl's fields of a table as one tuple, in ``CRAWL_FIELDS`` order (one C call)."""


def _piles(deck: tarot.Deck) -> ev.PileCount:
    """A deck's census as the ``decks`` event writes it (built unchecked: counts are ints).
    The count of the deck last counted under each name is kept beside it: a deck is frozen."""
    kept = _COUNTED.get(deck.name)
    if kept is not None and kept[0] is deck:
        return kept[1]
    census = deck.census()
    counts = (census.draw, census.discard, census.elsewhere)
    piles = _PILES.get(counts)
    if piles is None:  # a count is frozen, so one of each is made and shared
        piles = _PILES[counts] = ev.PileCount.model_construct(
            draw=census.draw, discard=census.discard, elsewhere=census.elsewhere
        )
    _COUNTED[deck.name] = (deck, piles)
    return piles


_COUNTED: dict[str, tuple[tarot.Deck, ev.PileCount]] = {}
_PILES: dict[tuple[int, int, int], ev.PileCount] = {}
"""Each census made so far, by its counts (at most 58³ of them: a deck holds 57 cards)."""
