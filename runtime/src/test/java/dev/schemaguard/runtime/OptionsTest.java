package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.junit.jupiter.api.Test;

class OptionsTest {

    @Test
    void theDefaultsSendNoCommitQuorum() {
        assertNull(Options.defaults().commitQuorum());
        assertFalse(Options.defaults().updateValidators(), "a validator never changes without being asked");
        assertSame(Options.defaults(), Options.defaults());
    }

    @Test
    void eachSetterReturnsANewOptionsAndLeavesTheOldOneAsItWas() {
        Options defaults = Options.defaults();
        Options majority = defaults.commitQuorum("majority");
        assertNotSame(defaults, majority);
        assertNull(defaults.commitQuorum(), "the defaults are shared: they must not change");
        assertEquals(new BsonString("majority"), majority.commitQuorum());
        Options two = majority.commitQuorum(2);
        assertEquals(new BsonInt32(2), two.commitQuorum());
        assertEquals(new BsonString("majority"), majority.commitQuorum());
        assertEquals(
                new BsonString("votingMembers"),
                two.commitQuorum("votingMembers").commitQuorum(),
                "the last one set counts");
    }

    @Test
    void updateValidatorsAndCommitQuorumAreKeptTogetherWhateverTheOrder() {
        Options both = Options.defaults().updateValidators(true).commitQuorum("majority");
        assertTrue(both.updateValidators());
        assertEquals(new BsonString("majority"), both.commitQuorum());
        Options other = Options.defaults().commitQuorum(2).updateValidators(true);
        assertTrue(other.updateValidators());
        assertEquals(new BsonInt32(2), other.commitQuorum());
        assertFalse(other.updateValidators(false).updateValidators());
        assertEquals(new BsonInt32(2), other.updateValidators(false).commitQuorum());
        assertTrue(other.updateValidators(), "the old one is left as it was");
        assertFalse(Options.defaults().updateValidators(), "the defaults are shared: they must not change");
    }
}
