"""Two scripted parleys typed into ``worm play --text`` (issue 5): one talks a hostile creature
into letting the guild by, one talks its way into a fight.

Both seeds were found by property after issue 21's review of stocking (factions decide who
stands where and say no want or shun twice, p. 337; a band speaks for its faction, so the
faction's want is a like of theirs and its shun a dislike): a band stocked in a room next to
the way in that talks, is met hostile and does not attack on sight, and, for the fight, whose
faction will not have threats. Each fixture asserts its property first (the room, its
neighbour, the band, its faction's shun), so a generator change fails there, plainly.

``parley-passage-seed-279.txt`` — seed 279, level 1 The Castle of Crossed Destinies. The guild
looks and listens in 101 (the way in) and goes to the bedchamber, 102, one door on, where
Gargoyles of the Gilt-Framed Vein keep watch; on the way a snatcher in a crack takes the last
one's light armor (a Meatgrinder travel event, the failure accepted). The Gargoyles meet the
guild in distaste (Four of Swords on the minor discard, p. 100); it is the first meeting, and
they do not attack on sight. Plain to see: they like a high perch and hate trespassers, and,
for their faction, like quiet, to be left alone at their work, and will not have lies; they
speak Vulgaris, which the whole guild knows.

- ``appeal 1`` (a high perch) pleases a like: Distaste → Sadness, no test.
- ``ask``: in sadness they let slip their need (their element kept pure), and the guild learns
  their want (homage: a bow, a toll, a wide berth).
- ``appeal 4`` (quiet, their faction's want) pleases a like again: Sadness → Surprise, no test.
- ``trade service courtesy for information`` (a low bow and proper ceremony): surprise does
  not trade, so it is a test of Wands with favor for the want on the table (p. 180); it falls
  short, the guild pushes (``push``) and it succeeds: Surprise → Joy, and they tell of a
  hidden door elsewhere on the level (111 to 107).
- ``request passage``: in joy, a reasonable request is granted (p. 100): the Gargoyles let the
  guild go its way.

``parley-challenge-seed-1212.txt`` — seed 1212 (found over seeds 1100–1500 once the water
bridges moved seed 422's Sirens off the way in), level 1 The Spires: Flower Fairies of the
Root-Knotted Bloom in 102, the trodden hall next to the way in, met in anger (Ace of Cups,
p. 100); on the way a travel event moulds Giles Weaver's rations (p. 182). Plain to see: they
like drops of clean water and hate copper locusts; for the Bloom, they like water that runs
clean and will not have threats or swagger. They speak Tylwyth, which Fala Crow knows.

- ``request passage``: angry, they tell the guild to be gone; pressing on will mean a fight.
- ``threaten``: the threat touches what their faction shuns (p. 337): Anger → Rage, no test,
  and Rage fights at once (p. 100); the GM says how Rage fights (p. 101).
- The fight: the guild stands on the threshold, a bridge over a chasm (a precarious footing:
  disfavor on attacks made there, p. 113); the GM holds 3 + 1 for one kind of foe. The
  Initiatives are laid high so the guild acts after the Fairies: Giles (4) passes, the Fairies
  (8) move onto the bridge, Bill (12) spends Resolve for favor against the footing and wounds
  them (Health 2 → 1), their minor Attack on Bill misses (10 against his 12), and Fala (13)
  attacks with the Ten of Swords: with disfavor it still ties their Initiative and puts them at
  Death's Door (p. 125): the foes are beaten in one round. The Challenge's watch brings a
  raised flagstone (a Meatgrinder travel event), and ``choose 1`` sets it off from a distance
  with nothing at risk (p. 5).

Each transcript is pinned whole by its ``.transcript.txt`` beside the script (a change fails
with a unified diff; ``uv run pytest tests/golden --update-golden`` writes it again when the
change is meant). The tests below say what each route must show. When one of them fails, replay
the script by hand (``uv run worm play --text --seed N --script tests/golden/FILE``), and re-plan
the route or find a new seed (a band met in anger or distaste that talks and does not attack on
sight), keeping what each route shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import Golden
from worm import cli
from worm.engine import events as ev
from worm.engine.session import Game

from .test_playthrough import Playthrough as Transcript
from .test_playthrough import (
    assert_all_alive,
    assert_cards_accounted_for,
    assert_every_line_was_answered,
    play,
)

HERE = Path(__file__).parent
PASSAGE = (279, HERE / "parley-passage-seed-279.txt")
CHALLENGE = (1212, HERE / "parley-challenge-seed-1212.txt")
GM_PAGE = re.compile(r"^  \[GM, (p\. \d+)\]")


@dataclass
class Playthrough(Transcript):
    """A parley script's run: the golden playthrough's transcript, plus mood reading."""

    def between(self, first: str, last: str) -> list[str]:
        """The transcript's lines from the one that is ``first`` to the one that is ``last``."""
        lines = self.text.splitlines()
        assert first in lines and last in lines, f"{first!r} … {last!r} not found{self.hint}"
        return lines[lines.index(first) : lines.index(last) + 1]

    def moods(self, npc: str) -> list[tuple[str, str, str]]:
        return [
            (e.emotion, e.intensity, e.cause)
            for e in self.game.log.events
            if isinstance(e, ev.Disposition) and e.npc == npc
        ]


def _run(factory: pytest.TempPathFactory, seed: int, script: Path) -> Playthrough:
    game, text = play(seed, script)
    path = factory.mktemp("parley") / f"{script.stem}.out.txt"
    path.write_text(text, encoding="utf-8")
    return Playthrough(game, text, path, seed, script)


def _precondition(seed: int, room: str, beside: str, monster: str, shun: str | None = None) -> None:
    """The seed still lays out what the route is planned around: ``monster`` stocked in
    ``room`` on level 1, one door from ``beside`` (and, if named, its faction shunning
    ``shun``). When the generator changes, this fails first and plainly: find a new seed with
    the same property (``tests.fixtures.seeds.first_seed``; ``Game.new(seed).world.levels[0]``:
    the room's ``stock[i].denizens``, its ``map.edges``, the level's ``factions``) and re-plan
    the script."""
    level = Game.new(seed).world.levels[0]
    keys = level.keyed.keys
    at, by = keys.index(room), keys.index(beside)
    assert monster in level.stock[at].denizens, (
        f"seed {seed}: no {monster} in {room} any more; find a new seed for the script"
    )
    assert any({e.a, e.b} == {at, by} for e in level.map.edges), (
        f"seed {seed}: {room} is no longer next to {beside}; re-plan the script"
    )
    if shun is not None:
        held = level.factions.factions if level.factions is not None else ()
        shuns = [f.shun.id for f in held if monster in f.members]
        assert shuns == [shun], (
            f"seed {seed}: the faction of {monster} shuns {shuns}, not {shun}; find a new seed"
        )


def _met(run: Playthrough, npc: str, emotion: str) -> Playthrough:
    """The route's first meeting is still ``npc``, in ``emotion``, willing to talk: the watch's
    draws and the disposition card are what the script was planned on."""
    first = next((e for e in run.game.log.events if isinstance(e, ev.Disposition)), None)
    met = None if first is None else (first.npc, first.emotion, first.cause)
    assert met == (npc, emotion, "start"), (
        f"seed {run.seed}: the route meets {met}, not {npc} in {emotion}; re-plan the script"
        f"{run.hint}"
    )
    assert "on sight" not in run.text, f"{npc} now attack on sight; re-plan the script{run.hint}"
    return run


@pytest.fixture(scope="module")
def passage(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    _precondition(PASSAGE[0], "102", beside="101", monster="gargoyles")
    return _met(_run(tmp_path_factory, *PASSAGE), "Gargoyles", "distaste")


@pytest.fixture(scope="module")
def challenge(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    _precondition(
        CHALLENGE[0], "102", beside="101", monster="flower_fairies", shun="threats_and_swagger"
    )
    return _met(_run(tmp_path_factory, *CHALLENGE), "Flower Fairies", "anger")


def _in_order(lines: list[str], starts: list[str]) -> bool:
    """Each of ``starts`` begins some line, in this order."""
    at = 0
    for start in starts:
        at = next((i for i in range(at, len(lines)) if lines[i].startswith(start)), -1) + 1
        if not at:
            return False
    return True


def _clean(run: Playthrough) -> None:
    """The game took every line of the script: no "No", no refused event, nothing left waiting,
    every card back in its piles, and the whole guild alive."""
    assert_every_line_was_answered(run)
    refused = [block for block in run.text.split("\n> ") if "\nNo: " in block]
    assert refused == [], f"the route no longer plays as planned: {refused}{run.hint}"
    assert run.of(ev.Refused) == [], run.hint
    assert run.game.pending is None and run.game.choice is None, run.hint
    assert_cards_accounted_for(run.game)
    assert_all_alive(run.game)


@pytest.mark.parametrize("which", ["passage", "challenge"])
def test_the_transcript_is_as_recorded(
    which: str, request: pytest.FixtureRequest, golden: Golden
) -> None:
    run: Playthrough = request.getfixturevalue(which)
    golden(run.text, run.transcript)


# --- (a) talked into passage ---------------------------------------------------------------


def test_passage_plays_without_a_refusal(passage: Playthrough) -> None:
    """Every command is accepted, and the talk leads where the script goes: the Gargoyles, won
    round, let the guild go its way, and it stands free in the bedchamber (102)."""
    _clean(passage)
    game, hint = passage.game, passage.hint
    assert [(e.phase, e.cause) for e in passage.of(ev.Phase)] == [
        ("crawl", "the guild goes down into The Castle of Crossed Destinies"),
        ("parley", "Gargoyles are met"),
        ("crawl", "Gargoyles let the guild go its way"),
    ], hint
    assert [e.room for e in passage.of(ev.Enter)] == ["101", "102"], hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "102"), hint
    assert game.meeting is None and game.challenge is None, hint


def test_the_gargoyles_meet_the_guild_hostile_but_do_not_attack(passage: Playthrough) -> None:
    assert _in_order(
        passage.after("go 102"),
        [
            "— Watch 2 (room), level 1, room 102 —",
            "  ▸ draws Four of Swords (4) for disposition",
            "  [GM, p. 337] Gargoyles belong to the Gilt-Framed Vein, who do not rule here: ",
            "  [GM, p. 100] Four of Swords on the minor discard: they meet the guild with",
            "Gargoyles: Distaste (basic distaste, Four of Swords) — on meeting the guild.",
            "Plain to see: Gargoyles like a high perch.",
            "Plain to see: Gargoyles dislike trespassers.",
            # a band speaks for its faction (p. 337): its want a like, its shun a dislike
            "Plain to see: Gargoyles like quiet, and to be left alone at their work (the "
            "want of the Gilt-Framed Vein).",
            "Plain to see: Gargoyles dislike lies told to them, which they never forgive "
            "(shunned by the Gilt-Framed Vein).",
            "Gargoyles are met.",
        ],
    ), passage.hint
    assert "on sight" not in passage.text
    assert all(e.phase != "challenge" for e in passage.of(ev.Phase)), passage.hint
    first = passage.after("talk", 0)
    assert first[0].startswith("Gargoyles — Distaste (distaste, basic). "), passage.hint
    assert first[1].startswith("They speak Vulgaris; "), passage.hint
    assert first[2].startswith("Of the Gilt-Framed Vein, who do not rule this level"), passage.hint
    assert [line.split(":")[0] for line in first[3:]] == ["Likes", "Dislikes", "Wants", "Needs"]
    assert "a high perch" in first[3] and "trespassers" in first[4], passage.hint
    assert first[5:] == ["Wants: unknown.", "Needs: unknown."], passage.hint


def test_the_disposition_turns_distaste_sadness_surprise_joy(passage: Playthrough) -> None:
    # p. 100: a like pleased moves it a step on its own; a test of Wands won moves it one more.
    # The ring (issue 5): Distaste → Sadness → Surprise → Joy.
    assert passage.moods("Gargoyles") == [
        ("distaste", "basic", "start"),
        ("sadness", "basic", "like"),
        ("surprise", "basic", "like"),
        ("joy", "basic", "wands"),
    ], passage.hint
    assert _in_order(
        passage.text.splitlines(),
        [
            "Gargoyles: Distaste (basic distaste, Four of Swords) — on meeting the guild.",
            "Gargoyles: Sadness (basic sadness) — something they like.",
            "Gargoyles: Surprise (basic surprise) — something they like.",
            "Gargoyles: Joy (basic joy) — the guild's manner.",
            "Gargoyles let the guild go its way.",
        ],
    ), passage.hint


def test_each_approach_is_weighed_by_the_book(passage: Playthrough) -> None:
    assert passage.after("appeal 1") == [
        "  [GM, p. 100] an appeal to a high perch meets what Gargoyles like (a high perch): a "
        "beneficial step, no test",
        "Gargoyles: Sadness (basic sadness) — something they like.",
    ], passage.hint
    assert passage.after("ask") == [
        "  [GM, p. 101] in sadness, Gargoyles let slip what they need",
        "Heard: Gargoyles need its element kept pure, with nothing of the opposing element "
        "brought in.",
        "Omer of House Crowell asks: Gargoyles want Homage from whoever crosses its ground: "
        "a bow, a toll, a wide berth.",
    ], passage.hint
    assert passage.after("appeal 4") == [
        "  [GM, p. 100] an appeal to quiet, and to be left alone at their work (the want of the "
        "Gilt-Framed Vein) meets what Gargoyles like (quiet, and to be left alone at their "
        "work, the want of the Gilt-Framed Vein): a beneficial step, no test",
        "Gargoyles: Surprise (basic surprise) — something they like.",
    ], passage.hint
    # The bow is the homage the Gargoyles want: favor on the test (p. 180); the first test is
    # the snatcher's, on the way in.
    tests = [(e.who, e.attribute, e.outcome, e.pushed) for e in passage.of(ev.Fate)]
    assert tests == [
        ("Vera Svetardaughter", "cups", "failure", False),
        ("Omer of House Crowell", "wands", "success", True),
    ], passage.hint
    assert passage.of(ev.Fate)[1].favor_reasons == ("a want offered in exchange (p. 180)",)
    assert _in_order(
        passage.after("trade service courtesy for information"),
        [
            "  [GM, p. 100] in surprise, Gargoyles will not deal yet: a test of Wands to win "
            "them round",
            "  [GM, p. 100] risky, with something at stake: Omer of House Crowell tests Wands",
            "Omer of House Crowell falls short with 12: push fate, or let the failure stand?",
        ],
    ), passage.hint
    assert passage.after("push")[1:] == [
        "Omer of House Crowell tests Wands: 5 + 5 + Wands 4 + 3 favor (a want offered in "
        "exchange, p. 180) = 17, pushed — a success.",
        "Gargoyles: Joy (basic joy) — the guild's manner.",
        "  [GM, p. 100] Gargoyles grant information: won round, they take the deal",
        "Found: secret door (111 to 107).",
        "  [GM, p. 100] Gargoyles tell of a hidden door",
    ], passage.hint
    joy = passage.after("talk", 2)
    assert joy[0].startswith("Gargoyles — Joy (joy, basic). "), passage.hint
    assert any(line.startswith("Likes: 1. a high perch (done)") for line in joy), passage.hint
    assert (
        "Wants: 1. Homage from whoever crosses its ground: a bow, a toll, a wide berth (done)."
        in joy
    ), passage.hint
    assert passage.after("request passage") == [  # the page said once, not twice
        "  [GM, p. 100] Gargoyles grant passage: a reasonable request in a friendly mood",
        "  [GM, p. 100] Gargoyles let the guild go its way",
        "Gargoyles let the guild go its way.",
    ], passage.hint


def test_the_parley_cites_the_book(passage: Playthrough) -> None:
    parley = passage.between("Gargoyles are met.", "Gargoyles let the guild go its way.")
    pages = [m.group(1) for line in parley if (m := GM_PAGE.match(line))]
    assert pages.count("p. 100") >= 7, passage.hint
    # p. 182: the snatcher's card names the slot taken
    assert set(pages) == {"p. 100", "p. 101", "p. 182"}, passage.hint


def test_the_guild_is_let_by_and_knows_the_hidden_door(passage: Playthrough) -> None:
    game, hint = passage.game, passage.hint
    level = game.world.levels[0]
    keys = level.keyed.keys
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "102"), hint
    assert game.meeting is None, hint
    # What the Gargoyles told in exchange for a bow: a secret door, far from here.
    found = [level.map.edges[i] for i in game.states[1].found]
    assert [{keys[e.a], keys[e.b]} for e in found] == [{"111", "107"}], hint
    given = [
        (e.who, e.item)
        for e in game.log.events
        if isinstance(e, ev.Item) and e.cause == "given in the parley"
    ]
    assert given == [], hint  # a bow costs the guild nothing
    assert passage.after("look", 1)[0].startswith("102, bedchamber. "), hint


# --- (b) talked into a fight ---------------------------------------------------------------

FAIRIES = "Flower Fairies"
SHUN = "threats or swagger from strangers on their ground (shunned by the Root-Knotted Bloom)"
SHUN_SAID = "threats or swagger from strangers on their ground, shunned by the Root-Knotted Bloom"
"""The shun as a ruling quotes it: no brackets inside its brackets."""


def test_challenge_plays_without_a_refusal(challenge: Playthrough) -> None:
    """Every command is accepted: the talk turns into a fight, and the fight runs to the foe's
    fall, and the guild has the room."""
    _clean(challenge)
    game, hint = challenge.game, challenge.hint
    assert [e.phase for e in challenge.of(ev.Phase)] == [
        "crawl",
        "parley",
        "challenge",
        "crawl",
    ], hint
    assert [e.round for e in challenge.of(ev.ChallengeRound)] == [1], hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "102"), hint
    assert game.challenge is None and game.meeting is None, hint


def test_angry_fairies_send_the_guild_away_first(challenge: Playthrough) -> None:
    assert _in_order(
        challenge.after("go 102"),
        [
            "— Watch 2 (room), level 1, room 102 —",
            f"  [GM, p. 337] {FAIRIES} belong to the Root-Knotted Bloom, who do not rule here: ",
            "  [GM, p. 100] Ace of Cups on the minor discard: they meet the guild with anger",
            f"{FAIRIES}: Anger (basic anger, Ace of Cups) — on meeting the guild.",
            f"Plain to see: {FAIRIES} like drops of clean water.",
            f"Plain to see: {FAIRIES} dislike copper locusts.",
            f"Plain to see: {FAIRIES} like water that runs clean, for theirs has gone foul "
            "(the want of the Root-Knotted Bloom).",
            f"Plain to see: {FAIRIES} dislike {SHUN}.",
            f"{FAIRIES} are met.",
        ],
    ), challenge.hint
    assert "on sight" not in challenge.text, challenge.hint
    assert challenge.after("talk", 0)[0].startswith(f"{FAIRIES} — Anger (anger, basic). ")
    assert challenge.after("talk", 0)[1] == "They speak Tylwyth; Fala Crow can talk with them."
    # The first approach that does not please is answered with "be gone", and costs no card.
    assert challenge.after("request passage") == [
        f"  [GM, p. 100] in anger, {FAIRIES} tell the guild to be gone; pressing on will mean a "
        "fight"
    ], challenge.hint
    assert challenge.after("talk", 1) == challenge.after("talk", 0), challenge.hint


def test_a_threat_touches_what_their_faction_shuns_and_rage_fights_at_once(
    challenge: Playthrough,
) -> None:
    rage = challenge.after("threaten")
    assert rage[:5] == [
        f"  [GM, p. 100] a threat touches what {FAIRIES} dislike ({SHUN_SAID}): a harmful step, "
        "no test",
        f"{FAIRIES}: Rage (intense anger) — something they dislike.",
        f"  [GM, p. 100] in Rage, {FAIRIES} will not be talked to: the talk is over, and it comes "
        "to a fight",
        f"  [GM, p. 101] in Rage, {FAIRIES} fight so: Goes blindly for whoever angered it, "
        "heedless of the ground around it.",
        f"{FAIRIES} fight.",
    ], challenge.hint
    # The Challenge is set at once (p. 121): one kind of foe, the guild on a bridge.
    assert _in_order(
        rage[5:],
        [
            "  [GM, p. 109] the scene: the threshold (a bridge over a chasm); ",
            "— Round 1 — the GM holds 4 cards: 3 + 1 for one kind of foe.",
            "  [GM, p. 122] the GM lays Initiatives face down (anger: lowest for the band)",
            "Round 1: lay your Initiatives.",
            "  0. the threshold [a bridge over a chasm], next to 1, 2, 3: Bill Joiner, Fala Crow, "
            "Giles Weaver",
            f"  {FAIRIES} (zone 1): Health 2/2, Defense 0/0",
            "Waiting on: Initiatives to lay (Bill Joiner, Fala Crow, Giles Weaver).",
        ],
    ), challenge.hint
    assert challenge.moods(FAIRIES) == [
        ("anger", "basic", "start"),
        ("anger", "intense", "dislike"),
    ], challenge.hint
    why = challenge.after("why")
    assert why[:5] == [
        f"ruling [p. 100]: a threat touches what {FAIRIES} dislike ({SHUN_SAID}): a harmful step, "
        "no test",
        f"effect: {FAIRIES}: Rage (intense anger) — something they dislike.",
        f"ruling [p. 100]: in Rage, {FAIRIES} will not be talked to: the talk is over, and it "
        "comes to a fight",
        f"ruling [p. 101]: in Rage, {FAIRIES} fight so: Goes blindly for whoever angered it, "
        "heedless of the ground around it.",
        f"effect: {FAIRIES} fight.",
    ], challenge.hint
    assert why[5].startswith("ruling [p. 109]: the scene: the threshold (a bridge over a chasm)")
    assert why[6:] == [
        "ruling [p. 122]: the GM lays Initiatives face down (anger: lowest for the band)",
    ], challenge.hint


def test_the_rage_is_fought_to_their_fall(challenge: Playthrough) -> None:
    hint = challenge.hint
    # In Rage the Fairies come at the guild, onto the bridge where it stands.
    assert challenge.after("pass", 0)[-3:] == [
        f"Count 8: {FAIRIES} reveal Justice [VIII].",
        f"{FAIRIES}: Move — The Hermit (9): to the threshold.",
        "Any minor actions? (Bill Joiner, Fala Crow, Giles Weaver; or pass)",
    ], hint
    # The footing gives disfavor (p. 113); Bill's Resolve buys favor that cancels it (p. 32).
    assert challenge.after("play a2 8c attack flower fairies resolve") == [
        "Bill Joiner: Resolve 3 (spent on Attack).",
        f"Bill Joiner: Attack on {FAIRIES} — Eight of Cups (8) + Swords 2 = 10 against "
        "Initiative 8: hit.",
        f"{FAIRIES} lose a point of Health.",
        "Any minor actions? (Fala Crow, Giles Weaver; or pass)",
    ], hint
    # The GM answers with a minor Attack on the bridge; Bill's high Initiative holds it off.
    assert challenge.after("pass", 2)[0] == (
        f"{FAIRIES}: Attack (minor) on Bill Joiner — Death (13) − 3 disfavor = 10 against "
        "Initiative 12 (a precarious footing, p. 113): miss."
    ), hint
    assert _in_order(
        challenge.after("play a1 10s attack flower fairies"),
        [
            f"Fala Crow: Attack on {FAIRIES} — Ten of Swords (10) + Swords 1 − 3 disfavor = 8 "
            "against Initiative 8 (a precarious footing, p. 113): hit.",
            f"{FAIRIES} fall at Death's Door (p. 125).",
            "  [GM, p. 123] the Challenge ends after 1 round: the foes are beaten",
            "The foes are beaten.",
            "— Watch 3 (challenge), level 1, room 102 —",
            "  ▸ Meatgrinder XV: a travel event",
        ],
    ), hint
    assert challenge.after("choose 1") == [
        "  [GM, p. 5] set it off from a distance with something heavy: nothing is at risk and "
        "the tools are at hand",
        "Darts clatter harmlessly across the passage.",
    ], hint


def test_the_challenge_is_logged_and_ends(challenge: Playthrough) -> None:
    game, hint = challenge.game, challenge.hint
    events = game.log.events
    rounds = [
        (e.round, e.gm_cards, e.elite, e.dungeon_lord)
        for e in events
        if isinstance(e, ev.ChallengeRound)
    ]
    assert rounds == [(1, 4, False, False)], hint  # 3 + 1 for one kind of foe (p. 121)
    acts = [(e.who, e.action, e.minor, e.result) for e in events if isinstance(e, ev.Action)]
    assert acts == [
        (FAIRIES, "Move", False, "to the threshold"),
        ("Bill Joiner", "Attack", False, "hit"),
        (FAIRIES, "Attack", True, "miss"),
        ("Fala Crow", "Attack", False, "hit"),
    ], hint
    assert challenge.moods(FAIRIES) == [
        ("anger", "basic", "start"),
        ("anger", "intense", "dislike"),
    ], hint
    # Beaten, the Fairies leave the room to the guild; the fight took a watch (p. 90).
    keys = game.world.levels[0].keyed.keys
    assert {keys[r] for r in game.states[1].settled} == {"102"}, hint
    assert {keys[r] for r in game.states[1].visited} == {"101", "102"}, hint
    watches = [(e.n, e.cause, e.room) for e in events if isinstance(e, ev.Watch)]
    assert watches == [(1, "room", "101"), (2, "room", "102"), (3, "challenge", "102")], hint
    people = {a.name: a.conditions for a in game.guild.adventurers}
    assert all(not c.deaths_door and not c.injured for c in people.values()), hint


# --- determinism --------------------------------------------------------------------------


@pytest.mark.parametrize("which", ["passage", "challenge"])
def test_the_same_script_plays_the_same_twice(
    which: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run: Playthrough = request.getfixturevalue(which)
    game, text = play(run.seed, run.script)
    assert text == run.text, f"a second run differs{run.hint}"
    assert game.log.to_jsonl() == run.game.log.to_jsonl(), run.hint
    events = tmp_path / "events.jsonl"
    code = cli.main(
        [
            "play",
            "--text",
            "--seed",
            str(run.seed),
            "--script",
            str(run.script),
            "--events",
            str(events),
        ]
    )
    printed = capsys.readouterr()
    assert code == 0 and not printed.err, printed.err
    assert printed.out == run.text, f"`worm play --text` prints something else{run.hint}"
    assert events.read_text(encoding="utf-8") == run.game.log.to_jsonl(), run.hint
