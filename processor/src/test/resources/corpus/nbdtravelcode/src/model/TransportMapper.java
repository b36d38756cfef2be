package corpus.nbdtravelcode.model;

import java.util.Objects;

// 242370/NBD: src/main/java/org/nbd/model/TransportMapper.java
public class TransportMapper {
    public static TransportMean fromMongoTransport(TransportMgd transportMgd) {
        if (Objects.equals(transportMgd.getType(), "Jet")) {
            Jet jet = new Jet(transportMgd.getId(), transportMgd.getMaxWeight());
            jet.setAvailable(transportMgd.isAvailable());
            return jet;
        } else if (Objects.equals(transportMgd.getType(), "Lift")) {
            Lift lift = new Lift(transportMgd.getId(), transportMgd.getMaxWeight());
            lift.setAvailable(transportMgd.isAvailable());
            return lift;
        } else {
            Scooter scooter = new Scooter(transportMgd.getId(), transportMgd.getMaxWeight());
            scooter.setAvailable(transportMgd.isAvailable());
            return scooter;
        }
    }

    public static TransportMgd toMongoTransport(TransportMean transportMean) {
        TransportMgd transportMgd = new TransportMgd(transportMean.getId(), transportMean.getMaxWeight());

        transportMgd.setAvailable(transportMean.isAvailable());
        transportMgd.setType(transportMean.getType());

        return transportMgd;
    }
}
