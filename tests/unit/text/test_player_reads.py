"""Nothing a player reads holds a placeholder, an internal id or a doubled page reference
(issue 19, point 2), nor a name ending in s made possessive with 's, a band's plural name on
one of its numbered members, or the other slips of grammar a play-test met (point 3); and the
log never tells one thing twice in a row.

Many seeds are played by the autoplay bot (the ``worm demo`` and ``worm sim`` guild) through
Crawl, Camp and City; along the way the side panel beside the map is read, and the text game
is asked what a player asks it (``look``, ``sheet``, ``inventory``, ``why`` …). At the end
every event is narrated as the log shows it and explained as ``why`` does. A longer soak is
``bench/player_words.py``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.fixtures.meetings import meet_here
from tests.unit.engine.test_challenge_actions import ready, three_zones
from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_crawl import WALK, below
from tests.unit.engine.test_hangover import major
from tests.unit.engine.test_one_option import TRAVEL
from worm import content, grammar
from worm.engine import autoplay, crawl, meet, morning_after, parley, wounds
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm.parley import Verdict
from worm.model.challenge import Group
from worm.rules import durability, hangover
from worm.text import chronicle, narrate, repl
from worm.ui import field, panels, talk
from worm.ui.driver import Driver

SEEDS = range(12)
WATCHES = 90
PANEL_EVERY = 7  # read the side panel after every so many commands
ASKED = ("look", "inventory", "map", "guild", "decks", "why")

BANDS = "|".join(
    re.escape(name)
    for name in sorted({m.name for m in content.default().monsters.values()}, key=len)[::-1]
    if grammar.singular(name) != name
)  # the pack's plural band names: "Dire Rats", never "Dire Rats 2" nor "Dire Rats is"

FAULTS = {
    "a placeholder": re.compile(r"\[[a-z_]+(?: [-+] \d+)?\]|\{[a-z_]+\}"),
    "an internal id": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a doubled page reference": re.compile(r"\(pp?\. [^)]*\)\s*[,;]?\s*\(pp?\. "),
    "an s's possessive": re.compile(r"\b[A-Z][\w-]*s's\b"),
    "a bracketed tag": re.compile(r"\[(?![IVXLC]+\])[A-Z]{3,}\]"),
    "a count with (s)": re.compile(r"\w\(s\)"),
    "a plural band numbered": re.compile(rf"\b(?:{BANDS}) \d+\b"),
    "a plural band with a singular verb": re.compile(rf"\b(?:{BANDS}) (?:is|has|was|loses)\b"),
    "a band counted with a times sign": re.compile(rf"\b\d+ × (?:{BANDS})\b"),
    "a plural band's trait said of one": re.compile(
        rf"\b(?:{BANDS}) (?:need|want|like|dislike)s? (?:[a-z]+ )?its\b"
    ),
    "'only' with nothing": re.compile(r"\bonly 0\b"),
    "a Wound as Death's Door": re.compile(r"Wound as Death's Door"),
    "a count of many with one noun": re.compile(r"\((?:[2-9]|\d{2,}) (?!gold\))[a-z]+(?<!s)\)"),
    "a title's capital mid-sentence": re.compile(r"burns out \((?!p\.)[A-Z][a-z]+ [a-z]"),
    "a move 'to' a place that says where": re.compile(r"\bto (?:across|by|at|in|on|near) the\b"),
    "a lower-case item counted": re.compile(r"^\s*(?:\d+\.\s*)?[a-z][a-z ]* ×\d+ \("),
    "a reason in brackets": re.compile(r"against [A-Z]\w+ \d+ \["),
    "a table's 'random adventurer'": re.compile(r"\b[Aa] random adventurer\b"),
    "a shuffle's bare reason": re.compile(r"reshuffled \([a-z]+\)"),
    "a Wound as armor": re.compile(r"Wound as armou?r\b"),
    "a plural with a singular verb": re.compile(
        r"(?:(?<!of )\b[Tt]he |^|[:\]] |GM )(?:[A-Za-z]+ )?"
        r"(?!(?:dis)?likes |hates |fears |loves |wants |needs )[A-Za-z]*[^siuao\W]s "
        r"(?:lies|guards|endangers|touches)\b"
    ),
    "a trait told with its kind between dashes": re.compile(r" — (?:like|dislike|want|need) — "),
    "a trait's capital mid-sentence": re.compile(r" what [^()]*\((?:The|Its|A|An|Their) "),
    "a bracket inside a bracket": re.compile(r"\([^()]*\([^()]*\)\)"),
    "a lower-case condition among capitals": re.compile(
        r"Conditions: (?:[A-Z][^,]*, )+(?:dead|at Death's Door|[A-Z][\w ]* wounded)\b"
    ),
}


def faults(text: str) -> Iterator[str]:
    """What is wrong in ``text``, one line per fault, naming it and quoting the line."""
    for line in text.splitlines():
        for fault, pattern in FAULTS.items():
            found = pattern.search(line)
            if found:
                yield f"{fault} {found.group(0)!r} in: {line.strip()[:160]}"


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("Xania ([adventurers]), sniffing", "a placeholder"),
        ("Lions ([adventurers - 1]), feeding", "a placeholder"),
        ("they say {other_level} hides it", "a placeholder"),
        ("Hangover 11: a duel with a noble, set for {value} days hence", "a placeholder"),
        ("staggered, wounded doom_eye", "an internal id"),
        ("a ruling (p. 101) (p. 100)", "a doubled page reference"),
        ("Three-Fingers's knife", "an s's possessive"),
        ("[CRAWL] the guild goes down into The City of Ruin.", "a bracketed tag"),
        ("[OVER] the guild is lost.", "a bracketed tag"),
        ("1 reagent(s), 1 delve(s)", "a count with (s)"),
        ("Dire Rats 2 loses a point of Health.", "a plural band numbered"),
        ("foes: Skeleton Jellies 1, Skeleton Jellies 2", "a plural band numbered"),
        ("Attack on Forest Imps — 9 [Forest Imps is hard to see]", "a plural band with"),
        ("'pay the toll' costs 10 gold, and the guild has only 0", "'only' with nothing"),
        ("Rose Wainwright takes a Wound as Death's Door.", "a Wound as Death's Door"),
        ("1. Vaive Atoish (2 poultice)", "a count of many with one noun"),
        ("Evie's torch burns out (Torches gutter) (p. 95)", "a title's capital"),
        ("Forest Imps: Move — The Lovers (6): to across the room.", "a move 'to' a place"),
        ("torch ×4 (everyone)", "a lower-case item counted"),
        ("= 15 against Initiative 3 [a precarious footing (p. 113)]: hit.", "a reason in"),
        ("Green fur has grown over a random adventurer's food in the damp.", "a table's"),
        ("A random adventurer stumbles and lands hard on their pack", "a table's"),
        ("  ▸ the minor deck is reshuffled (fool)", "a shuffle's bare reason"),
        ("  ▸ the major deck is reshuffled (empty)", "a shuffle's bare reason"),
        ("Warwick Whitesmith takes a Wound as armor.", "a Wound as armor"),
        ("GM the singing crystals lies between the sides", "a plural with a singular verb"),
        ("Hazard: Singing crystals guards zone 1", "a plural with a singular verb"),
        ("Candles endangers what Flower Fairies need", "a plural with a singular verb"),
        ("- Conditions: Staggered, Injured, dead, Beast Master wounded", "a lower-case condition"),
        ("Heard: 3 × Forest Imps — need — The borrowed body it wears", "a trait told with"),
        ("2 × Living Paintings are met.", "a band counted with a times sign"),
        ("Heard: Sirens need its own ground kept free of trespassers.", "a plural band's trait"),
        ("like (a little warm blood, freely given (the want of the Host)): a", "a bracket inside"),
        ("Candles endanger what Flower Fairies need (Its place left as it", "a trait's capital"),
    ],
)
def test_the_checks_catch_what_the_issue_saw(text: str, fault: str) -> None:
    assert [f for f in faults(text) if f.startswith(fault)]


def test_a_verb_of_liking_before_lies_is_no_plural() -> None:
    """'dislikes lies' is a verb and its object (seed 10's Sporehulk), not a plural subject."""
    text = "Plain to see: The Sporehulk dislikes lies told to them."
    assert not [f for f in faults(text) if f.startswith("a plural with a singular verb")]


def test_the_checks_pass_what_is_fine() -> None:
    fine = "[GM, p. 91] The Tower [XVI] drawn; Iago's knife, the duchess's portrait (p. 12)"
    assert not list(faults(fine))
    for fine in (
        "Dire Rat 2 loses",
        "two Dire Rats attack",
        "Vampire Spawn 1",
        "(2 gold)",
        "Torch ×4 (everyone)",
        "= 15 against Initiative 3 (a footing, p. 113): hit.",
        "the moss lies thick; this lies; a torch endangers what they need",
        "A mat of woven reeds lies across the floor",
        "A delver of the Handmaidens lies dead here, pack still on",
        "Hazard: Singing crystals guard zone 1",
        "- Conditions: Staggered, Injured, Dead, Wounded Beast Master",
        "  ▸ the minor deck is reshuffled: the Fool came up (p. 9)",
    ):
        assert not list(faults(fine)), fine


def _asked(game: Game) -> str:
    """What the text game answers to a player's questions at this moment."""
    out = io.StringIO()
    for line in (*ASKED, *(f"sheet {a.name.split()[0]}" for a in game.guild.adventurers)):
        assert repl.answer(game, line, out)
    assert "Traceback" not in out.getvalue()
    return out.getvalue()


def _played(seed: int) -> tuple[Game, list[str]]:
    """The bot's game of ``seed``, and the panels and answers read along the way."""
    game = Game.new(seed)
    read: list[str] = []
    sent = 0

    def after(game: Game) -> None:
        nonlocal sent
        sent += 1
        if sent % PANEL_EVERY == 0:
            read.extend((panels.guild(game).plain, panels.status(game).plain))
        if game.challenge is not None:
            read.append(fights.waiting_on(game))  # the Challenge's header
        if game.phase == "parley" and game.meeting is not None:  # the Parley screen's lists
            read.extend(label for _, label in talk.gifts(game))
            mood = talk.disposition(game, game.meeting).plain
            assert game.meeting.talks or "Chats" not in mood, f"{game.meeting.name}: {mood}"
            read.append(mood)

    while game.watches < WATCHES and game.phase != "over":
        if game.phase == "city":
            read.append(_asked(game))
            try:
                game.execute(autoplay.delve(game))
            except IllegalCommand:
                break
        before = (game.watches, game.expeditions, game.phase)
        autoplay.run(game, min(WATCHES, game.watches + 15), daring=0.5, after=after)
        read.append(_asked(game))
        if (game.watches, game.expeditions, game.phase) == before:
            break
    return game, read


@pytest.mark.parametrize("seed", SEEDS)
def test_nothing_a_player_reads_holds_a_placeholder_or_an_id(seed: int) -> None:
    game, read = _played(seed)
    for event in game.log.events:
        read += [narrate.event(event) or "", narrate.why([event])]
    logged = Driver(game).messages  # the terminal's log, rulings and all
    read += [m.text for m in logged]
    wrong = sorted({fault for text in read for fault in faults(text)})
    wrong += [
        f"told twice in a row: {a.text!r}"
        for a, b in zip(logged, logged[1:], strict=False)
        if "gm" in (a.category, b.category) and _same(a.text, b.text)
    ]
    assert not wrong, f"seed {seed}:\n" + "\n".join(wrong[:20])


def _same(a: str, b: str) -> bool:
    """Two log lines that say the same, whatever their capitals and closing stop: a ruling
    and the line after it (two hits in a row may each take a point, and say so)."""
    return a.rstrip(" .").lower() == b.rstrip(" .").lower()


def test_the_log_tells_a_ruling_and_the_phase_it_causes_once() -> None:
    """Play-test 19: "in Joy, 3 × Forest Imps let the guild go its way (p. 100)" as a ruling,
    then the same words again as the parley's end."""
    game = Game.new(3)
    game.execute(cmd.Delve())
    why = "in Joy, 3 × Forest Imps let the guild go its way (p. 100)"
    game.ruling("p. 100", why)
    game.set_phase("over", why)  # an ending adds its own words, and they stay
    game.set_phase("crawl", "the guild goes on")
    told = [m.text for m in Driver(game).messages]
    assert sum(why.lower() in line.lower() for line in told) == 1, told
    assert "The game is over." in told


@pytest.mark.parametrize("value", range(1, 22))
def test_every_hangover_row_is_told_without_a_placeholder(value: int) -> None:
    """The morning after a Carouse (p. 157), as the player reads it: the GM's ruling, what the
    row did and the sheet it marked. Hangover XI's ruling used to read "set for {value} days
    hence", the minor discard never read into it; the seeds above rarely carouse onto it."""
    game = city()
    mark = len(game.log.events)
    did = morning_after.wake(game, "a1", hangover.read(major(value), game.pack))
    events = game.log.events[mark:]
    read = [did, _asked(game), narrate.why(events), *(narrate.event(e) or "" for e in events)]
    wrong = sorted({fault for text in read for fault in faults(text)})
    assert not wrong, f"Hangover {value}:\n" + "\n".join(wrong)


def _wrong(texts: list[str]) -> list[str]:
    return sorted({fault for text in texts for fault in faults(text)})


def test_a_table_text_says_someone_until_the_cards_say_who() -> None:
    """Play-test 30, §2: "Green fur has grown over a random adventurer's food" — the table's
    words told as they stand, before the oracle (p. 182) names who it falls on."""
    game = below(WALK, 6)
    taxes = [
        e
        for e in game.pack.meatgrinder.values()
        if e.band == "travel_event" and "random adventurer" in e.text and not e.interactions
    ]
    assert taxes, "the pack has travel events that fall on a random adventurer"
    for entry in taxes[:4]:
        mark = len(game.log.events)
        crawl.play_entry(game, TRAVEL, entry.model_dump(mode="json", exclude_none=True))
        told = [narrate.event(e) or "" for e in game.log.events[mark:]]
        assert any("omeone" in line for line in told), told
        assert not _wrong(told), (entry.id, told)


def test_a_shuffle_says_why_in_words() -> None:
    """Play-test 30, §2: "FATE ▸ the minor deck is reshuffled (fool)" in every fight."""
    told = [
        narrate.event(ev.Shuffle(seq=1, deck="minor", reason=r)) or "" for r in ("fool", "empty")
    ]
    assert not _wrong(told) and all(told), told


def test_a_wound_on_armor_names_the_piece() -> None:
    """Play-test 30, §3: "takes a Wound as armor", then "destroyed heavy shield"."""
    game = Game.new(3)
    covered = [
        a for a in game.guild.adventurers if durability.protection(a.inventory, game.pack.items)
    ]
    assert covered, "someone in seed 3's guild wears armor or holds a shield"
    a = covered[0]
    mark = len(game.log.events)
    wounds.wound(game, a, cause="a test")
    taken = [e for e in game.log.events[mark:] if isinstance(e, ev.Wound)]
    assert taken and taken[0].taken_as == "armor", taken
    line = narrate.event(taken[0]) or ""
    assert line.startswith(f"{a.name} takes a Wound on their ") and not _wrong([line]), line


def test_a_plural_hazard_takes_a_plural_verb() -> None:
    """Play-test 30, §3: "Hazard: Singing crystals guards zone 1"."""
    game = ready(emotion="trust")
    three_zones(game)
    crystals = Group("hazard:crystals", "Singing crystals", "hazard", hazard_wounds=1, zone=1)
    ch = game.challenge
    assert ch is not None
    game.challenge = replace(ch, groups=(*ch.groups, crystals))
    shown = field.view(game).plain
    assert "Singing crystals guard zone 1" in shown and not _wrong([shown]), shown


def test_the_chronicle_writes_every_condition_with_its_capital() -> None:
    """Play-test 30, §2: "Conditions: Staggered, Injured, dead, Beast Master wounded"."""
    game = Game.new(3)
    a = game.guild.adventurers[0]
    talent = next(iter(game.pack.talents))
    marked = a.conditions.model_copy(
        update={"staggered": True, "injured": True, "dead": True, "wounded_talents": (talent,)}
    )
    game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": marked}))
    text = chronicle.of(game)
    assert "Conditions: Staggered, Injured, Dead, Wounded " in text, text
    assert not _wrong(text.splitlines())


def test_a_trait_learned_is_told_as_a_sentence() -> None:
    """Play-test 30, §3: "Heard: 3 × Forest Imps — need — The borrowed body it wears kept
    whole", the kind between dashes and a capital in mid-sentence."""
    game = below(WALK, 6)
    meeting = meet_here(game, "the_first_knights", "Five of Wands", count=3)
    mark = len(game.log.events)
    meet.learn(game, meeting, list(range(len(meeting.traits))), how="heard")
    told = [narrate.event(e) or "" for e in game.log.events[mark:]]
    assert told and all(line.startswith("Heard: ") for line in told), told
    assert not _wrong(told), told


@pytest.mark.parametrize("kind", ["offends", "pleases"])
def test_a_parley_step_quotes_a_trait_in_one_pair_of_brackets(kind: str) -> None:
    """Play-test 30, §3: "Candles endangers what Flower Fairies need (Its place left …)" and
    "meets what 3 × Forest Imps like (a little warm blood, freely given (the want of the
    Copper-Bitten Host))": a plural's verb, a capital and a bracket in a bracket."""
    game = below(WALK, 6)
    meeting = meet_here(game, "the_first_knights", "Five of Wands", count=3)
    wanted = "need" if kind == "offends" else "like"
    index = next(i for i, t in enumerate(meeting.traits) if t.kind == wanted)
    text = "The borrowed body kept whole (the want of the Copper-Bitten Host)"
    traits = tuple(replace(t, text=text) if i == index else t for i, t in enumerate(meeting.traits))
    game.meeting = replace(meeting, traits=traits)
    mark = len(game.log.events)
    parley._verdict(game, Verdict(kind, index), "Candles")  # type: ignore[arg-type]
    told = [narrate.event(e) or "" for e in game.log.events[mark:]]
    step = next(line for line in told if "step, no test" in line)
    verb = "endanger what" if kind == "offends" else "meet what"
    assert f"Candles {verb}" in step, step
    assert "(the borrowed body kept whole, the want of" in step, step
    assert not _wrong(told), told


def test_a_mood_moved_by_a_test_of_wands_credits_no_words_to_a_band_that_does_not_talk() -> None:
    """Play-test 30, §3: "Forest Imps: Sadness — the guild's words" for a band that does not
    talk: the Wands test of an appeal is the guild's manner, spoken or not (p. 100)."""
    moved = ev.Disposition(
        seq=1, npc="Forest Imps", emotion="sadness", intensity="basic", cause="wands", card=None
    )
    line = narrate.event(moved) or ""
    assert line.startswith("Forest Imps: ") and "words" not in line, line
