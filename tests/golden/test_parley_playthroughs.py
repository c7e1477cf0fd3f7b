"""Two scripted parleys typed into ``worm play --text`` (issue 5): one talks a hostile creature
into letting the guild by, one talks its way into a fight.

Both seeds were found by property after issue 21's stocking (factions decide who stands where,
p. 337; a band speaks for its faction, so the faction's want is a like of theirs and its shun a
dislike), and kept through issue 21's review (traps placed where the room fits them: seed 10's
cube hall now holds the Storm Orb, not the Crumbling Ledge); each fixture asserts its property
first, so a generator change fails there, plainly.

``parley-passage-seed-10.txt`` — seed 10, level 1 The Inverted Castle. The guild looks and
listens in 101 (the way in) and goes to the cube hall, 105, one door on, where the watch's
Meatgrinder draw (XVI) brings one Scorpion Man, of a work gang of the Court of The Beastmaster; he
meets the guild in distaste (Three of Swords on the minor discard, p. 100); it is the first
meeting, and he does not attack on sight. Plain to see: he likes his post and hates tomb
robbers, and, for his faction, likes a bargain kept and will not have noise; he speaks
Vulgaris, which the whole guild knows.

- ``appeal 1`` (his post) pleases a like: Distaste → Sadness, no test.
- ``ask``: in sadness he lets slip his need (food and light for the delve), and the guild
  learns his want (the upper hand over a rival: a weapon).
- ``offer rations`` meets the need: Sadness → Surprise, no test.
- ``trade dagger for information``: surprise does not trade, so it is a test of Wands with favor
  for the want on the table (p. 180); it succeeds: Surprise → Joy, the dagger changes hands,
  and he warns of the Storm Orb in the hall itself (p. 88).
- ``request passage``: in joy, a reasonable request is granted (p. 100): the Scorpion Man, met
  on the way, lets the guild go its way and roams on, and a look at the orb shows how its
  silver ring could be had safely.

``parley-challenge-seed-246.txt`` — seed 246, level 1 Xania: a Xania of the Hand of Xania in 102,
next to the way in, met in anger (Ace of Cups, p. 100). Plain to see: she likes her
mother's memory and hates being asked which one is the original; for the Hand of Xania, she
wants to be greeted as the rightful master and will not have threats or swagger.

- ``request passage``: angry, she tells the guild to be gone; pressing on will mean a fight.
- ``threaten``: the threat touches what her faction shuns (p. 337): Anger → Rage, no test, and
  Rage fights at once (p. 100); the GM says how Rage fights (p. 101).
- The fight, in a forest of stalactites: she is one of the ordinary copies (a minion, Health 2,
  p. 355), not the lord in her tower (110), so the GM holds 3 + 1 for one kind of foe. Round 1:
  Evie closes in, and Xania's blow, a greater doom thrown away for favor (p. 123), breaks her
  helm; Rhonda's bolt wounds her. Round 2: Evie's Dodge turns the next blow aside, Rhonda
  reloads, and Evie's minor Attack puts her at Death's Door (p. 125): the foes are beaten. The
  Challenge's watch is drawn: a work gang of five Xania comes, in sadness, and the guild hears
  them out (``talk``).

Each transcript is pinned whole by its ``.transcript.txt`` beside the script (a change fails
with a unified diff; ``uv run pytest tests/golden --update-golden`` writes it again when the
change is meant). The tests below say what each route must show. When one of them fails, replay
the script by hand (``uv run worm play --text --seed N --script tests/golden/FILE``), and re-plan
the route or find a new seed (a creature met in anger or distaste that talks and does not
attack on sight), keeping what each route shows.
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
PASSAGE = (10, HERE / "parley-passage-seed-10.txt")
CHALLENGE = (246, HERE / "parley-challenge-seed-246.txt")
ORB = "lightning_orb"  # The Storm Orb, the trap in the cube hall
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


def _precondition(
    seed: int, room: str, beside: str, monster: str | None = None, trap: str | None = None
) -> None:
    """The seed still lays out what the route is planned around: ``room`` on level 1, one door
    from ``beside`` (and, if named, ``monster`` stocked there, ``trap`` set there). When the
    generator changes, this fails first and plainly: find a new seed with the same property
    (``tests.fixtures.seeds.first_seed``; ``Game.new(seed).world.levels[0]``: the room's
    ``stock[i].denizens`` and ``.traps``, its ``map.edges``) and re-plan the script."""
    level = Game.new(seed).world.levels[0]
    keys = level.keyed.keys
    at, by = keys.index(room), keys.index(beside)
    assert monster is None or monster in level.stock[at].denizens, (
        f"seed {seed}: no {monster} in {room} any more; find a new seed for the script"
    )
    assert trap is None or trap in level.stock[at].traps, (
        f"seed {seed}: no {trap} in {room} any more; re-plan the script"
    )
    assert any({e.a, e.b} == {at, by} for e in level.map.edges), (
        f"seed {seed}: {room} is no longer next to {beside}; re-plan the script"
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
    _precondition(PASSAGE[0], "105", beside="101", trap=ORB)
    return _met(_run(tmp_path_factory, *PASSAGE), "Scorpion Men", "distaste")


@pytest.fixture(scope="module")
def challenge(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    _precondition(CHALLENGE[0], "102", beside="101", monster="xania")
    return _met(_run(tmp_path_factory, *CHALLENGE), "Xania", "anger")


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
    """Every command is accepted, and the talk leads where the script goes: the Scorpion Man,
    won round, lets the guild go its way, and it stands free in the cube hall (105)."""
    _clean(passage)
    game, hint = passage.game, passage.hint
    assert [(e.phase, e.cause) for e in passage.of(ev.Phase)] == [
        ("crawl", "the guild goes down into The Inverted Castle"),
        ("parley", "Scorpion Men are met"),
        ("crawl", "Scorpion Men let the guild go its way"),
    ], hint
    assert [e.room for e in passage.of(ev.Enter)] == ["101", "105"], hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "105"), hint
    assert game.meeting is None and game.challenge is None, hint


def test_the_scorpion_man_meets_the_guild_hostile_but_does_not_attack(
    passage: Playthrough,
) -> None:
    assert _in_order(
        passage.after("go 105"),
        [
            "— Watch 2 (room), level 1, room 105 —",
            "  ▸ Meatgrinder XVI: a random encounter",
            "Scorpion Men (just one), ",
            "  ▸ draws Three of Swords (3) for disposition",
            "  [GM, p. 337] Scorpion Men belong to the Court of The Beastmaster, who hold power "
            "here: ",
            "  [GM, p. 100] Three of Swords on the minor discard: they meet the guild with",
            "Scorpion Men: Distaste (basic distaste, Three of Swords) — on meeting the guild.",
            "Plain to see: Scorpion Men — like — their post.",
            "Plain to see: Scorpion Men — dislike — tomb robbers.",
            # a band speaks for its faction (p. 337): its want a like, its shun a dislike
            "Plain to see: Scorpion Men — like — a bargain struck fairly, sworn on and kept (the "
            "want of the Court of The Beastmaster).",
            "Plain to see: Scorpion Men — dislike — noise that carries to things they would "
            "rather kept asleep (shunned by the Court of The Beastmaster).",
            "Scorpion Men are met.",
        ],
    ), passage.hint
    assert "on sight" not in passage.text
    assert all(e.phase != "challenge" for e in passage.of(ev.Phase)), passage.hint
    first = passage.after("talk", 0)
    assert first[0].startswith("Scorpion Men — Distaste (distaste, basic). "), passage.hint
    assert first[1].startswith("They speak Vulgaris; "), passage.hint
    assert first[2].startswith("Of the Court of The Beastmaster, who hold power on this level"), (
        passage.hint
    )
    assert [line.split(":")[0] for line in first[3:]] == ["Likes", "Dislikes", "Wants", "Needs"]
    assert "their post" in first[3] and "tomb robbers" in first[4], passage.hint
    assert first[5:] == ["Wants: unknown.", "Needs: unknown."], passage.hint


def test_the_disposition_turns_distaste_sadness_surprise_joy(passage: Playthrough) -> None:
    # p. 100: a like pleased and a need met move it a step on their own; a test of Wands won
    # moves it one more. The ring (issue 5): Distaste → Sadness → Surprise → Joy.
    assert passage.moods("Scorpion Men") == [
        ("distaste", "basic", "start"),
        ("sadness", "basic", "like"),
        ("surprise", "basic", "need"),
        ("joy", "basic", "wands"),
    ], passage.hint
    assert _in_order(
        passage.text.splitlines(),
        [
            "Scorpion Men: Distaste (basic distaste, Three of Swords) — on meeting the guild.",
            "Scorpion Men: Sadness (basic sadness) — something they like.",
            "Scorpion Men: Surprise (basic surprise) — something they need.",
            "Scorpion Men: Joy (basic joy) — ",
            "Scorpion Men let the guild go its way.",
        ],
    ), passage.hint


def test_each_approach_is_weighed_by_the_book(passage: Playthrough) -> None:
    assert passage.after("appeal 1") == [
        "  [GM, p. 100] an appeal to their post meets what Scorpion Men like (their post): a "
        "beneficial step, no test",
        "Scorpion Men: Sadness (basic sadness) — something they like.",
    ], passage.hint
    asked = passage.after("ask")
    assert asked[:2] == [
        "  [GM, p. 101] in sadness, Scorpion Men let slip what they need",
        "Heard: Scorpion Men — need — Food and light enough to last the delve.",
    ], passage.hint
    assert asked[2].endswith(
        "asks: Scorpion Men — want — The upper hand over a rival: an ally in a feud, a "
        "weapon, a score settled."
    ), passage.hint
    assert passage.after("offer rations") == [
        "  [GM, p. 100] Rations meets what Scorpion Men need (Food and light enough to last "
        "the delve): a beneficial step, no test",
        "Alesander of House Heartsbane: lost Rations (given in the parley).",
        "Scorpion Men: Surprise (basic surprise) — something they need.",
    ], passage.hint
    # The dagger is the weapon the Scorpion Man wants: favor on the test (p. 180).
    (test,) = [e for e in passage.game.log.events if isinstance(e, ev.Fate)]
    assert (test.who, test.attribute, test.outcome) == (
        "Alesander of House Heartsbane",
        "wands",
        "success",
    ), passage.hint
    assert test.favor_reasons == ("a want offered in exchange (p. 180)",), passage.hint
    assert _in_order(
        passage.after("trade dagger for information"),
        [
            "  [GM, p. 100] in surprise, Scorpion Men will not deal yet: a test of Wands to "
            "win them round",
            "  [GM, p. 100] risky, with something at stake: Alesander of House Heartsbane tests "
            "Wands",
            "Alesander of House Heartsbane tests Wands: 9 + Wands 4 + 3 favor (a want offered in "
            "exchange, p. 180) = 16 — a success.",
            "Scorpion Men: Joy (basic joy) — ",
            "Sabor Svetarson: lost Dagger (given in the parley).",
            "  [GM, p. 100] Scorpion Men grant information: won round, they take the deal",
            "Found: trap: The Storm Orb (105).",
            "  [GM, p. 88] Scorpion Men warn of it, the guild finds the trap with no test",
        ],
    ), passage.hint
    joy = passage.after("talk", 2)
    assert joy[0].startswith("Scorpion Men — Joy (joy, basic). "), passage.hint
    assert any(line.startswith("Likes: 1. their post (done)") for line in joy), passage.hint
    assert (
        "Wants: 1. The upper hand over a rival: an ally in a feud, a weapon, a score settled "
        "(done)." in joy
    ), passage.hint
    assert "Needs: 1. Food and light enough to last the delve (done)." in joy, passage.hint
    assert passage.after("request passage") == [
        "  [GM, p. 100] Scorpion Men grant passage: a reasonable request in a friendly mood "
        "(p. 100)",
        "  [GM, p. 100] Scorpion Men let the guild go its way",
        "Scorpion Men let the guild go its way.",
    ], passage.hint


def test_the_parley_cites_the_book(passage: Playthrough) -> None:
    parley = passage.between("Scorpion Men are met.", "Scorpion Men let the guild go its way.")
    pages = [m.group(1) for line in parley if (m := GM_PAGE.match(line))]
    assert pages.count("p. 100") >= 7, passage.hint
    assert set(pages) == {"p. 100", "p. 101", "p. 88"}, passage.hint  # p. 88: the trap warned of


def test_the_guild_is_let_by_and_knows_the_orb(passage: Playthrough) -> None:
    game, hint = passage.game, passage.hint
    keys = game.world.levels[0].keyed.keys
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "105"), hint
    assert game.meeting is None, hint
    # What the Scorpion Man told in exchange for the dagger.
    assert game.states[1].spotted == {(keys.index("105"), ORB)}, hint
    given = [
        (e.who, e.item)
        for e in game.log.events
        if isinstance(e, ev.Item) and e.cause == "given in the parley"
    ]
    assert given == [
        ("Alesander of House Heartsbane", "Rations"),
        ("Sabor Svetarson", "Dagger"),
    ], hint
    # Known now, the orb is one of the things in the hall the guild could deal with.
    assert "You could deal with: The Storm Orb." in passage.after("look", 1), hint
    assert passage.after("look storm orb")[-2:] == [
        "  1. knock the ring away with a wooden pole",
        "  2. cover the orb with a cloak until it sleeps",
    ], hint


# --- (b) talked into a fight ---------------------------------------------------------------


def test_challenge_plays_without_a_refusal(challenge: Playthrough) -> None:
    """Every command is accepted: the talk turns into a fight, the fight runs to the foe's fall,
    and the fight's own watch brings a work gang of her faction, met and heard out."""
    _clean(challenge)
    game, hint = challenge.game, challenge.hint
    assert [e.phase for e in challenge.of(ev.Phase)] == [
        "crawl",
        "parley",
        "challenge",
        "crawl",
        "parley",
    ], hint
    assert [e.round for e in challenge.of(ev.ChallengeRound)] == [1, 2], hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("parley", 1, "102"), hint
    assert game.challenge is None and game.meeting is not None, hint


def test_angry_xania_sends_the_guild_away_first(challenge: Playthrough) -> None:
    assert _in_order(
        challenge.after("go 102"),
        [
            "— Watch 2 (room), level 1, room 102 —",
            "  [GM, p. 337] Xania belongs to the Hand of Xania, who hold power here: ",
            "  [GM, p. 100] Ace of Cups on the minor discard: they meet the guild with anger",
            "Xania: Anger (basic anger, Ace of Cups) — on meeting the guild.",
            "Plain to see: Xania — like — her mother's memory.",
            "Plain to see: Xania — dislike — being asked which one is the original.",
            "Plain to see: Xania — like — to be greeted as the rightful masters of this place "
            "(the want of the Hand of Xania).",
            "Plain to see: Xania — dislike — threats or swagger from strangers on their ground "
            "(shunned by the Hand of Xania).",
            "Xania is met.",
        ],
    ), challenge.hint
    assert "on sight" not in challenge.text, challenge.hint
    assert challenge.after("talk", 0)[0].startswith("Xania — Anger (anger, basic). ")
    # The first approach that does not please is answered with "be gone", and costs no card.
    assert challenge.after("request passage") == [
        "  [GM, p. 100] in anger, Xania tells the guild to be gone; pressing on will mean a fight"
    ], challenge.hint
    assert challenge.after("talk", 1) == challenge.after("talk", 0), challenge.hint


def test_a_threat_touches_what_her_faction_shuns_and_rage_fights_at_once(
    challenge: Playthrough,
) -> None:
    rage = challenge.after("threaten")
    assert rage[:5] == [
        "  [GM, p. 100] a threat touches what Xania dislikes (threats or swagger from strangers "
        "on their ground (shunned by the Hand of Xania)): a harmful step, no test",
        "Xania: Rage (intense anger) — something it dislikes.",
        "  [GM, p. 100] in Rage, Xania will not be talked to: the talk is over, and it comes to "
        "a fight",
        "  [GM, p. 101] in Rage, Xania fights so: Goes blindly for whoever angered it, heedless "
        "of the ground around it.",
        "Xania fights.",
    ], challenge.hint
    # The Challenge is set at once (p. 121): one foe, a copy of the lord, not the lord.
    assert _in_order(
        rage[5:],
        [
            "  [GM, p. 109] the scene: the threshold (a forest of stalactites); across the room",
            "— Round 1 — the GM holds 4 cards: 3 + 1 for one kind of foe.",
            "  [GM, p. 122] the GM lays Initiatives face down (anger: lowest for the band)",
            "Round 1: lay your Initiatives.",
            "  Xania (zone 1): Health 2/2, Defense 0/0",
            "Waiting on: Initiatives to lay (Evie Runescrivner, Rhonda of House Heartsbane, "
            "Takoda Friend-to-Everyone).",
        ],
    ), challenge.hint
    assert challenge.moods("Xania") == [
        ("anger", "basic", "start"),
        ("anger", "intense", "dislike"),
    ], challenge.hint
    why = challenge.after("why")
    assert why[:5] == [
        "ruling [p. 100]: a threat touches what Xania dislikes (threats or swagger from "
        "strangers on their ground (shunned by the Hand of Xania)): a harmful step, no test",
        "effect: Xania: Rage (intense anger) — something it dislikes.",
        "ruling [p. 100]: in Rage, Xania will not be talked to: the talk is over, and it comes "
        "to a fight",
        "ruling [p. 101]: in Rage, Xania fights so: Goes blindly for whoever angered it, "
        "heedless of the ground around it.",
        "effect: Xania fights.",
    ], challenge.hint
    assert why[5].startswith("ruling [p. 109]: the scene: "), challenge.hint
    assert why[6:] == [
        "ruling [p. 122]: the GM lays Initiatives face down (anger: lowest for the band)"
    ], challenge.hint


def test_the_rage_is_fought_to_her_fall(challenge: Playthrough) -> None:
    hint = challenge.hint
    # Evie closes in; in Rage Xania goes for her, with a greater doom thrown away for favor
    # (p. 123), and the blow breaks her helm.
    assert challenge.after("play a3 2w move 1")[0] == (
        "Evie Runescrivner: Move — Two of Wands (2): to across the room."
    ), hint
    assert challenge.after("pass", 0)[:5] == [
        "Count 9: Xania reveals The Hermit [IX].",
        "  [GM, p. 123] the GM throws away Judgement for favor",
        "Xania: Attack on Evie Runescrivner — Wheel of Fortune (10) + 3 favor = 13 against "
        "Initiative 9 [a greater doom thrown away (p. 123)]: hit.",
        "Evie Runescrivner takes a Wound as armor.",
        "Evie Runescrivner: destroyed Helm (Xania).",
    ], hint
    assert challenge.after("play a1 7c attack xania resolve")[:3] == [
        "Rhonda of House Heartsbane: Resolve 3 (spent on Attack).",
        "Rhonda of House Heartsbane: Attack on Xania — Seven of Cups (7) + Swords 3 = 10 against "
        "Initiative 9: hit.",
        "Xania loses a point of Health, piercing.",
    ], hint
    # Round 2: the Dodge laid face down in round 1 turns the next blow aside (p. 115).
    assert _in_order(
        challenge.after("pass", 4),
        [
            "Evie Runescrivner: Dodge for Evie Runescrivner — King of Pentacles (14) against a "
            "blow of 15: Initiative 13 → 27.",
            "Xania: Attack on Evie Runescrivner — The Hanged Man (12) + 3 favor = 15 against "
            "Initiative 27 [a greater doom thrown away (p. 123)]: miss.",
        ],
    ), hint
    assert _in_order(
        challenge.after("play a2 9s attack xania minor"),
        [
            "Evie Runescrivner: Attack (minor) on Xania — Six of Swords (6) against Initiative 1: "
            "hit.",
            "Xania falls at Death's Door (p. 125).",
            "  [GM, p. 123] the Challenge ends after 2 rounds: the foes are beaten",
            "The foes are beaten.",
            "— Watch 3 (challenge), level 1, room 102 —",
            "  ▸ Meatgrinder XVI: a random encounter",
            "Xania (five of them), ",
            "  [GM, p. 100] Five of Wands on the minor discard: they meet the guild with sadness",
            "5 × Xania: Sadness (basic sadness, Five of Wands) — on meeting the guild.",
            "5 × Xania are met.",
        ],
    ), hint
    # The newcomers speak for the same faction (p. 337).
    after = challenge.after("talk", 2)
    assert after[0].startswith("5 × Xania — Sadness (sadness, basic). "), hint
    assert after[2].startswith("Of the Hand of Xania, who hold power on this level"), hint


def test_the_challenge_is_logged_and_ends(challenge: Playthrough) -> None:
    game, hint = challenge.game, challenge.hint
    events = game.log.events
    rounds = [
        (e.round, e.gm_cards, e.elite, e.dungeon_lord)
        for e in events
        if isinstance(e, ev.ChallengeRound)
    ]
    assert rounds == [(1, 4, False, False), (2, 4, False, False)], hint  # 3 + 1 (p. 121)
    acts = [
        (e.who.split()[0], e.action, e.minor, e.result) for e in events if isinstance(e, ev.Action)
    ]
    assert acts == [
        ("Evie", "Move", False, "to across the room"),
        ("Xania", "Attack", False, "hit"),
        ("Evie", "Dodge", True, "laid face down"),
        ("Takoda", "Move", False, "to across the room"),
        ("Rhonda", "Attack", False, "hit"),
        ("Evie", "Dodge", False, "Initiative 13 → 27"),
        ("Xania", "Attack", False, "miss"),
        ("Evie", "Dodge", True, "laid face down"),
        ("Takoda", "Dodge", True, "laid face down"),
        ("Rhonda", "Reload Crossbow", False, "crossbow loaded"),
        ("Evie", "Attack", True, "hit"),
    ], hint
    assert challenge.moods("Xania") == [
        ("anger", "basic", "start"),
        ("anger", "intense", "dislike"),
    ], hint
    assert challenge.moods("5 × Xania") == [("sadness", "basic", "start")], hint
    # Beaten, Xania leaves the room to the guild; the fight took a watch (p. 90).
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
