package corpus.nbdtravelcode.model;

// 242370/NBD: src/main/java/org/nbd/model/Scooter.java
public class Scooter extends TransportMean{
    public Scooter(int id, int maxWeight) {
        super(id, maxWeight);
    }

    public boolean isPetSupportive()
    {
        return false;
    }

    public String getType()
    {
        return "Scooter";
    }

    @Override
    public void setAvailable(boolean available) {
        super.setAvailable(available);
    }
}
